import { useSyncExternalStore } from "react";
import { UpdateBanner } from "./UpdateBanner";
import { pendingServiceWorkerUpdate, subscribeServiceWorkerUpdate } from "./serviceWorkerUpdate";

/**
 * Offers the reload into a new version once one is waiting. The banner is in
 * the first bundle: as a lazy chunk it changes how the build splits Chakra and
 * costs the landing page more than its own few hundred bytes.
 */
export function UpdatePrompt() {
  const update = useSyncExternalStore(subscribeServiceWorkerUpdate, pendingServiceWorkerUpdate, () => null);
  return update ? <UpdateBanner onUpdate={update} /> : null;
}
