import { LogIn, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

/** "Sign in to submit": to the sign-in page, which comes back here. */
export function SignInToSubmit() {
  const { pathname, search } = useLocation();
  return (
    <Button asChild variant="outline">
      <Link to={`${paths.login}?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
        <LogIn aria-hidden="true" />
        Sign in to submit
      </Link>
    </Button>
  );
}

interface SubmitButtonProps {
  signedIn: boolean;
  label: string;
  /** The dialog's question and what submitting does. */
  title: string;
  description: ReactNode;
  busy: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}

/** Submit, asked first (an attempt is scored and kept); a visitor without a session is sent to sign in instead. */
export function SubmitButton({ signedIn, label, title, description, busy, disabled, onConfirm }: SubmitButtonProps) {
  const [open, setOpen] = useState(false);
  if (!signedIn) return <SignInToSubmit />;
  return (
    <>
      <Button loading={busy} disabled={disabled} onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={null}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {label}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
