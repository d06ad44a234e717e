import { type PlanId, planIds, planNames, planPricesMxn } from "#shared/domain/plans.ts";

const planDescriptions: Record<PlanId, string> = {
  gratis: "20 mensajes de chat al mes, 1 lista de tareas, 1 lista de compras, 1 integrante",
  familiar:
    "Chat ilimitado, tareas, listas y calendario compartidos, comunidad, hasta 5 integrantes",
  pro: "Todo lo de Familiar, hasta 10 integrantes, integraciones, reportes y soporte prioritario",
};

/** schema.org description of the app and its plans, for the landing page (JSON-LD). */
export function landingStructuredData(publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${publicUrl}/#organization`,
        name: "Hogaria",
        url: `${publicUrl}/`,
        logo: `${publicUrl}/logo.png`,
        email: "soporte@hogaria.app",
      },
      {
        "@type": "WebApplication",
        name: "Hogaria",
        url: `${publicUrl}/`,
        description:
          "Asistente con IA para organizar la agenda, las tareas, las compras y la despensa de las familias de Latinoamérica.",
        applicationCategory: "LifestyleApplication",
        operatingSystem: "Web",
        inLanguage: ["es", "pt-BR", "en"],
        publisher: { "@id": `${publicUrl}/#organization` },
        offers: planIds.map((plan) => ({
          "@type": "Offer",
          name: planNames[plan],
          description: planDescriptions[plan],
          price: String(planPricesMxn[plan]),
          priceCurrency: "MXN",
          url: `${publicUrl}/#planes`,
          ...(plan !== "gratis" && {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: String(planPricesMxn[plan]),
              priceCurrency: "MXN",
              billingDuration: "P1M",
            },
          }),
        })),
      },
    ],
  };
}
