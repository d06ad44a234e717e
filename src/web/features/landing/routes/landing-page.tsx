import { lazy, Suspense, useCallback, useState } from "react";
import { publicSupportEmail } from "#shared/domain/support.ts";
import { SiteFooter } from "#web/components/public/site-footer.tsx";
import { ContactSection } from "#web/features/landing/components/contact-section.tsx";
import { DemoSection } from "#web/features/landing/components/demo-section.tsx";
import { FeaturesSection } from "#web/features/landing/components/features-section.tsx";
import { HeroSection } from "#web/features/landing/components/hero-section.tsx";
import type {
  AuthDialogMode,
  OpenAuthDialog,
} from "#web/features/landing/components/landing-actions.ts";
import { LandingHeader } from "#web/features/landing/components/landing-header.tsx";
import { PlansSection } from "#web/features/landing/components/plans-section.tsx";
import { i18n } from "#web/i18n/i18n.ts";
import { track } from "#web/lib/analytics.ts";
import { usePageMeta } from "#web/lib/page-meta.ts";

/** The dialogs (forms, validation, the auth strings) load on first use, not with the page. */
const loadAuthDialogs = () =>
  Promise.all([
    import("#web/features/landing/components/auth-dialogs.tsx"),
    i18n.loadNamespaces(["auth", "validation"]),
  ]).then(([module]) => module);
const AuthDialogs = lazy(loadAuthDialogs);

export default function LandingPage() {
  usePageMeta("landing");
  const [dialog, setDialog] = useState<AuthDialogMode | null>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);

  const openAuth = useCallback<OpenAuthDialog>((mode, source) => {
    if (mode === "signUp") track("signup_opened", { source });
    setDialogsWanted(true);
    setDialog(mode);
  }, []);

  return (
    <div className="min-h-dvh">
      <LandingHeader openAuth={openAuth} />
      <main id="contenido">
        <HeroSection openAuth={openAuth} />
        <FeaturesSection />
        <PlansSection openAuth={openAuth} />
        <DemoSection />
        <ContactSection openAuth={openAuth} supportEmail={publicSupportEmail} />
      </main>
      <SiteFooter />
      {dialogsWanted && (
        <Suspense fallback={null}>
          <AuthDialogs mode={dialog} onModeChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
