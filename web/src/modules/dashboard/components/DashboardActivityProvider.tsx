import { Alert, Box, CloseButton, Spinner, Text } from "@chakra-ui/react";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { errorMessage } from "../../../ui/errors/errorMessage";
import { toaster } from "../../../ui/feedback/toaster";
import { type DashboardActivity, DashboardActivityContext } from "../../../ui/feedback/DashboardActivityContext";

/**
 * Spec §2.8: a processing overlay while a dashboard action runs, and a
 * dismissible error banner at the top when one fails.
 */
export function DashboardActivityProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(0);
  const [errorText, setErrorText] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await work();
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);

  const run = useCallback(
    async <T,>(work: () => Promise<T>): Promise<T | null> => {
      setErrorText(null);
      try {
        return await track(work);
      } catch (error) {
        const text = errorMessage(intl, error);
        setErrorText(text);
        // A dialog may cover the banner: say it in a toast too.
        toaster.create({ type: "error", title: text });
        requestAnimationFrame(() => bannerRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" }));
        return null;
      }
    },
    [track, intl],
  );

  const value = useMemo<DashboardActivity>(() => ({ track, run }), [run, track]);

  return (
    <DashboardActivityContext.Provider value={value}>
      <Box ref={bannerRef}>
        {errorText && (
          <Alert.Root status="error" mb="4" role="alert" data-testid="dashboard-error">
            <Alert.Indicator />
            <Alert.Title flex="1">{errorText}</Alert.Title>
            <CloseButton size="sm" onClick={() => setErrorText(null)} aria-label={intl.formatMessage({ id: "dashboard.error.dismiss" })} />
          </Alert.Root>
        )}
      </Box>
      {children}
      {busy > 0 && (
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.300"
          zIndex="modal"
          display="grid"
          placeItems="center"
          role="status"
          aria-live="polite"
          data-testid="processing-overlay"
        >
          <Box bg="bg.panel" px="6" py="4" borderRadius="lg" boxShadow="lg" display="flex" gap="3" alignItems="center">
            <Spinner color="brand.solid" />
            <Text fontWeight="medium">
              <FormattedMessage id="dashboard.processing" />
            </Text>
          </Box>
        </Box>
      )}
    </DashboardActivityContext.Provider>
  );
}
