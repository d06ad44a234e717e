import type { Selectable } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Executor } from "#server/db/executor.ts";
import { parseJson, toIso } from "#server/db/normalize.ts";
import type { ServiceRequestTable } from "#server/db/schema.ts";
import type { ServiceStatus } from "#shared/domain/services.ts";
import type { ServiceRequest } from "#shared/schemas/services.ts";
import { timestampToPreferredDate } from "#shared/services/request-dates.ts";

type Row = Selectable<ServiceRequestTable> & { requested_by_name: string | null };

function toServiceRequest(row: Row): ServiceRequest {
  const provider = parseJson<{ name?: string } | null>(row.provider_info);
  return {
    id: row.id,
    serviceType: row.service_type,
    description: row.description,
    availabilityNotes: row.availability_notes,
    scheduledDate: timestampToPreferredDate(
      row.scheduled_date === null ? null : toIso(row.scheduled_date),
    ),
    photoUrls: parseJson<string[]>(row.photo_urls) ?? [],
    status: row.status,
    aiSummary: row.ai_summary,
    providerName: provider?.name ?? null,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function requestsQuery(db: Executor, householdId: string) {
  return db
    .selectFrom("service_requests")
    .leftJoin("profiles", (join) =>
      join
        .onRef("profiles.user_id", "=", "service_requests.requested_by")
        .onRef("profiles.household_id", "=", "service_requests.household_id"),
    )
    .selectAll("service_requests")
    .select("profiles.name as requested_by_name")
    .where("service_requests.household_id", "=", householdId);
}

/** Newest first (spec §7). */
export async function listServiceRequests(
  db: Executor,
  householdId: string,
): Promise<ServiceRequest[]> {
  const rows = await requestsQuery(db, householdId)
    .orderBy("service_requests.created_at", "desc")
    .orderBy("service_requests.id", "desc")
    .execute();
  return rows.map(toServiceRequest);
}

export async function findServiceRequest(
  db: Executor,
  householdId: string,
  id: string,
): Promise<ServiceRequest | null> {
  const row = await requestsQuery(db, householdId)
    .where("service_requests.id", "=", id)
    .executeTakeFirst();
  return row ? toServiceRequest(row) : null;
}

export interface NewServiceRequest {
  serviceType: string;
  description: string | null;
  availabilityNotes: string | null;
  scheduledAt: string | null;
  photoUrls: string[];
  requestedBy: string;
}

export async function insertServiceRequest(
  db: Executor,
  householdId: string,
  input: NewServiceRequest,
): Promise<string> {
  const now = new Date();
  const id = uuidv7();
  await db
    .insertInto("service_requests")
    .values({
      id,
      household_id: householdId,
      requested_by: input.requestedBy,
      service_type: input.serviceType,
      description: input.description,
      availability_notes: input.availabilityNotes,
      scheduled_date: input.scheduledAt,
      photo_urls: JSON.stringify(input.photoUrls),
      status: "pending",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Moves the status only if nobody moved it first; false when the request was not in `from`. */
export async function updateServiceStatus(
  db: Executor,
  householdId: string,
  id: string,
  from: ServiceStatus,
  to: ServiceStatus,
): Promise<boolean> {
  const result = await db
    .updateTable("service_requests")
    .set({ status: to, updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateServiceProvider(
  db: Executor,
  householdId: string,
  id: string,
  providerName: string | null,
): Promise<void> {
  await db
    .updateTable("service_requests")
    .set({
      provider_info: providerName === null ? null : JSON.stringify({ name: providerName }),
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function updateServiceSummary(
  db: Executor,
  householdId: string,
  id: string,
  summary: string,
): Promise<void> {
  await db
    .updateTable("service_requests")
    .set({ ai_summary: summary })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}
