const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const texts = {
  confirm: {
    title: "¿Dejar de recibir recordatorios por email?",
    body: "Seguirás viendo tus recordatorios en Hogaria y, si los activaste, en el teléfono. Puedes volver a activarlos en Configuración → Recordatorios.",
  },
  done: {
    title: "Listo: ya no recibirás recordatorios por email",
    body: "Puedes volver a activarlos cuando quieras en Configuración → Recordatorios.",
  },
  invalid: {
    title: "Este enlace no es válido",
    body: "Abre Hogaria y cambia tus recordatorios en Configuración → Recordatorios.",
  },
};

/** The small Spanish page the unsubscribe link opens (no script: the CSP allows none inline). */
export function unsubscribePage(state: keyof typeof texts, token: string): string {
  const { title, body } = texts[state];
  const form =
    state === "confirm"
      ? `<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Sí, dejar de recibirlos</button></form>`
      : `<p><a href="/settings#recordatorios">Ir a Configuración</a></p>`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Hogaria</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1f2937}h1{font-size:22px;color:#0f766e}button{background:#0f766e;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:16px;cursor:pointer}a{color:#0f766e}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}</main></body></html>`;
}
