import {
  Bug,
  Droplets,
  Flame,
  Flower2,
  Hammer,
  type LucideIcon,
  Paintbrush,
  Snowflake,
  Sparkles,
  Wrench,
  Zap,
} from "lucide-react";
import type { ServiceType } from "#shared/domain/services.ts";

export const serviceIcons: Record<ServiceType, LucideIcon> = {
  Plomería: Droplets,
  Electricidad: Zap,
  Limpieza: Sparkles,
  Jardinería: Flower2,
  Pintura: Paintbrush,
  Carpintería: Hammer,
  Gas: Flame,
  "Aire Acondicionado": Snowflake,
  Fumigación: Bug,
  Otro: Wrench,
};
