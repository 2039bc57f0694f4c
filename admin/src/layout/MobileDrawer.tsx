// The sidebar as a modal drawer below the lg breakpoint (focus trapped, Escape closes).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { IconButton } from '../ui/IconButton';
import { Wordmark } from '../ui/Wordmark';
import { SidebarNav } from './SidebarNav';

/** The sidebar as a modal drawer below the lg breakpoint (focus trapped, Esc closes). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl transition-transform duration-200 ease-out data-closed:-translate-x-full"
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <DialogTitle className="sr-only">Menu de navegação</DialogTitle>
          <Wordmark />
          <IconButton label="Fechar menu" icon={X} onClick={onClose} />
        </div>
        <SidebarNav onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
