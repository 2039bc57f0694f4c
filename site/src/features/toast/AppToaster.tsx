// The spec's toasts: at most 3 visible, 4000 ms, bottom-right. Mount one per React island that
// shows toasts (islands are separate React roots; sonner's `toast()` reaches every mounted one, so
// pages with two islands mount it in only one of them: pass `enabled={false}` in the others).
import { Toaster } from 'sonner';

export function AppToaster() {
  return <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />;
}
