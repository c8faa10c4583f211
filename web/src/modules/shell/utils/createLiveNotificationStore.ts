export type LiveNotificationData =
  | { kind: "opportunity"; opportunityId: string; title: string; country: string }
  | { kind: "application"; applicationId: string; title: string; status: string };

export type LiveNotification = LiveNotificationData & { id: string; at: number };

export interface LiveNotificationStore {
  push: (data: LiveNotificationData, lifetimeMs: number) => void;
  dismiss: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly LiveNotification[];
  /** clears every timer (on unmount) */
  dispose: () => void;
}

let seq = 0;

/**
 * The pop-up list: newest first, at most `cap` items (the oldest drops out),
 * each removed after its own lifetime.
 */
export function createLiveNotificationStore(cap: number): LiveNotificationStore {
  let items: readonly LiveNotification[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };

  const dismiss = (id: string) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!items.some((n) => n.id === id)) return;
    items = items.filter((n) => n.id !== id);
    emit();
  };

  return {
    push(data, lifetimeMs) {
      seq += 1;
      const item: LiveNotification = { ...data, id: `live-${seq}`, at: Date.now() };
      const kept = [item, ...items];
      for (const dropped of kept.slice(cap)) {
        clearTimeout(timers.get(dropped.id));
        timers.delete(dropped.id);
      }
      items = kept.slice(0, cap);
      timers.set(
        item.id,
        setTimeout(() => dismiss(item.id), lifetimeMs),
      );
      emit();
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    dispose() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
