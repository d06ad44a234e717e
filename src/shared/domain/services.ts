export const serviceTypes = [
  "Plomería",
  "Electricidad",
  "Limpieza",
  "Jardinería",
  "Pintura",
  "Carpintería",
  "Gas",
  "Aire Acondicionado",
  "Fumigación",
  "Otro",
] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const serviceStatuses = ["pending", "in_progress", "completed", "cancelled"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];
