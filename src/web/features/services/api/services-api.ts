import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ServiceStatus } from "#shared/domain/services.ts";
import type {
  CreatedServiceRequestBody,
  CreateServiceRequestInput,
  ServiceRequest,
} from "#shared/schemas/services.ts";
import { api } from "#web/lib/api-client.ts";

/** Query keys start with "services": the summary arriving in the background refetches them. */
export const serviceRequestsQuery = queryOptions({
  queryKey: ["services", "requests"],
  queryFn: ({ signal }) => api<ServiceRequest[]>("/api/services", { signal }),
});

function useServicesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["services"] }),
  });
}

/** The fields and the photos go together as multipart/form-data. */
export const useCreateServiceRequest = () =>
  useServicesMutation(({ photos, ...fields }: CreateServiceRequestInput & { photos: File[] }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === "string" && value !== "") form.append(key, value);
    }
    for (const photo of photos) form.append("photos", photo, photo.name);
    return api<CreatedServiceRequestBody>("/api/services", { body: form });
  });

export const useChangeServiceStatus = () =>
  useServicesMutation(({ id, status }: { id: string; status: ServiceStatus }) =>
    api<ServiceRequest>(`/api/services/${id}/status`, { method: "PATCH", body: { status } }),
  );

export const useSetServiceProvider = () =>
  useServicesMutation(({ id, providerName }: { id: string; providerName: string }) =>
    api<ServiceRequest>(`/api/services/${id}/provider`, {
      method: "PATCH",
      body: { providerName },
    }),
  );
