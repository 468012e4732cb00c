import { useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useRefocusOnClose } from '../use-refocus-on-close';
import { AdminCard } from './admin-card';
import { CreateMasterForm } from './create-master-form';
import { QuickMasterForm } from './quick-master-form';

/** The 'Create master palette' card: a quick name-and-medium form, or the full form opened in place (empty each time). */
export function CreateMasterCard() {
  const [open, setOpen] = useState(false);
  const opener = useRefocusOnClose<HTMLButtonElement>(open);
  return (
    <AdminCard
      title="Create master palette"
      description="A master can be distributed to every artist, who then gets a read-only copy."
      action={
        open ? null : (
          <button ref={opener} type="button" className={buttonClasses()} onClick={() => setOpen(true)}>
            New master palette
          </button>
        )
      }
    >
      {open ? <CreateMasterForm onDone={() => setOpen(false)} /> : <QuickMasterForm />}
    </AdminCard>
  );
}
