import { describe, expect, it } from "vitest";
import {
  metaSignature,
  twilioSignature,
  validMetaSignature,
  validTwilioSignature,
} from "#server/modules/channels/signatures.ts";
import { splitMessage } from "#server/modules/channels/split-message.ts";

// Twilio's published example (twilio.com/docs/usage/security): token, URL, params, signature.
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const params = new URLSearchParams({
  CallSid: "CA1234567890ABCDE",
  Caller: "+14158675309",
  Digits: "1234",
  From: "+14158675309",
  To: "+18005551212",
});

describe("provider signatures", () => {
  it("reproduces Twilio's documented signature, whatever the order of the parameters", () => {
    expect(twilioSignature("12345", url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    const shuffled = new URLSearchParams([...params.entries()].reverse());
    expect(validTwilioSignature("12345", url, shuffled, "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(true);
  });

  it("refuses a changed parameter, another URL, another token or no header", () => {
    const changed = new URLSearchParams(params);
    changed.set("Digits", "9999");
    const good = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";
    expect(validTwilioSignature("12345", url, changed, good)).toBe(false);
    expect(validTwilioSignature("12345", `${url}&x=1`, params, good)).toBe(false);
    expect(validTwilioSignature("54321", url, params, good)).toBe(false);
    expect(validTwilioSignature("12345", url, params, undefined)).toBe(false);
    expect(validTwilioSignature("12345", url, params, "corto")).toBe(false);
  });

  it("checks Meta's X-Hub-Signature-256 over the raw body", () => {
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    const header = metaSignature("secreto", body);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(validMetaSignature("secreto", body, header)).toBe(true);
    expect(validMetaSignature("secreto", `${body} `, header)).toBe(false);
    expect(validMetaSignature("otro", body, header)).toBe(false);
    expect(validMetaSignature("secreto", body, undefined)).toBe(false);
  });
});

describe("splitting a reply within the channel's limit", () => {
  it("keeps short replies whole and splits long ones at paragraphs and sentences", () => {
    expect(splitMessage("Agregué leche a la lista.", 1600)).toEqual(["Agregué leche a la lista."]);
    const paragraph = "Esta es una frase de prueba bastante larga. ".repeat(30).trim();
    const parts = splitMessage(`${paragraph}\n\n${paragraph}`, 1600);
    expect(parts).toHaveLength(2);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(1600);
    const sentences = splitMessage("Una frase corta. ".repeat(200), 1600);
    for (const part of sentences) {
      expect(part.length).toBeLessThanOrEqual(1600);
      expect(part.endsWith(".")).toBe(true);
    }
    const word = splitMessage("x".repeat(4000), 1600);
    expect(word.map((part) => part.length)).toEqual([1600, 1600, 800]);
  });
});
