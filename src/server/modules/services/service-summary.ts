// Subpath imports: the package roots load every function and locale, seconds of server start-up.
import { format } from "date-fns/format";
import { es } from "date-fns/locale/es";
import type { ServiceRequest } from "#shared/schemas/services.ts";
import { foldText } from "#shared/shopping/item-names.ts";

/** What the summary reads from a request. */
export type SummarizableRequest = Pick<
  ServiceRequest,
  "serviceType" | "description" | "availabilityNotes" | "scheduledDate" | "photoUrls"
>;

/** Words in a description that tell how soon someone must come, strongest first. */
const urgentCues = [
  "urgente",
  "urgencia",
  "emergencia",
  "olor a gas",
  "huele a gas",
  "fuga de gas",
  "chispa",
  "cortocircuito",
  "corto circuito",
  "humo",
  "incendio",
  "inunda",
  "peligro",
  "cuanto antes",
  "lo antes posible",
  "de inmediato",
  "ya mismo",
  "hoy mismo",
  "sin luz",
  "sin agua",
  "sin gas",
];
const soonCues = [
  "fuga",
  "gotea",
  "goteo",
  "no funciona",
  "no prende",
  "no enciende",
  "no enfria",
  "roto",
  "rota",
  "descompuest",
  "averia",
  "tapad",
  "atascad",
  "obstruid",
  "cucaracha",
  "rata",
  "plaga",
];

function cuesIn(text: string, cues: string[]): string[] {
  return cues.filter((cue) => new RegExp(`(^|[^a-z])${cue}`).test(text));
}

/** The first sentence of the description, short enough for a card. */
function gist(description: string, max = 140): string {
  const first = description.trim().split(/(?<=[.!?])\s+|\n+/)[0] ?? "";
  const sentence = first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
  return sentence.replace(/[.!?]+$/, "");
}

function preferredDay(date: string): string {
  // Noon UTC is the same calendar day in every Latin American time zone.
  return format(new Date(`${date}T12:00:00Z`), "EEEE d 'de' MMMM 'de' yyyy", { locale: es });
}

/**
 * A short Spanish summary of a service request for its card: the type, how urgent the
 * description sounds, when the family is available and the preferred day. Built in and offline;
 * the assistant issue may route it through the configured model later. Async because that model
 * call will be.
 */
export async function summarizeServiceRequest(request: SummarizableRequest): Promise<string> {
  const description = request.description?.trim() ?? "";
  const folded = foldText(description);
  const urgent = cuesIn(folded, urgentCues);
  const soon = cuesIn(folded, soonCues);

  const mentioned = [...urgent, ...soon].slice(0, 3).join(", ");
  let urgency = "sin urgencia indicada";
  if (urgent.length > 0) urgency = `urgencia alta (menciona: ${mentioned})`;
  else if (soon.length > 0) urgency = `atender pronto (menciona: ${mentioned})`;

  const parts = [`Solicitud de ${request.serviceType}, ${urgency}.`];
  if (description) parts.push(`Problema: ${gist(description)}.`);
  const availability = request.availabilityNotes?.trim();
  if (availability) parts.push(`Disponibilidad: ${gist(availability, 100)}.`);
  parts.push(
    request.scheduledDate
      ? `Fecha preferida: ${preferredDay(request.scheduledDate)}.`
      : "Sin fecha preferida.",
  );
  const photos = request.photoUrls.length;
  if (photos > 0) parts.push(photos === 1 ? "1 foto adjunta." : `${photos} fotos adjuntas.`);
  return parts.join(" ");
}
