import { describe, expect, it } from "vitest";
import { plainRequest } from "#server/ai/understanding/courtesy.ts";

/** A request wrapped in courtesy reads as the plain command; anything else is left alone. */
const polite: [message: string, plain: string | null][] = [
  ["¿Me podrías anotar, por favor, arroz y frijoles?", "anota arroz y frijoles"],
  ["hazme el favor y pon café en la lista", "pon café en la lista"],
  ["le agradecería que quitara la leche de la lista", "quita la leche de la lista"],
  ["¿Puede usted marcar el pan como comprado?", "marca el pan como comprado"],
  ["você pode adicionar feijão na lista?", "adiciona feijão na lista"],
  ["would you please add rice to the list?", "add rice to the list"],
  ["¿me puedes decir qué hay que comprar?", "¿qué hay que comprar?"],
  ["can you tell me what's running low?", "¿what's running low?"],
  // Not a courtesy this knows, or no verb it knows after it.
  ["¿puedes cantar una canción?", null],
  ["agrega leche", null],
  ["puede ser mañana", null],
];

describe("a request wrapped in courtesy is read as the plain command", () => {
  it.each(polite)("%s", (message, plain) => {
    expect(plainRequest(message)).toBe(plain);
  });
});
