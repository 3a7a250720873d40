import { productSettingsInputSchema } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { zodFieldErrors, type FieldErrors } from '@/components/form/field-errors';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import {
  useProductSettings,
  useSaveProductSettings,
  type ProductSettings,
} from '@/features/admin/api/product-settings';

type Field = 'productName' | 'signUp' | 'rateLimitMax' | 'rateLimitWindowSeconds';

function SettingsForm({ saved }: { saved: ProductSettings }) {
  const [values, setValues] = useState({
    productName: saved.productName,
    signUp: saved.signUp as string,
    rateLimitMax: String(saved.rateLimitMax),
    rateLimitWindowSeconds: String(saved.rateLimitWindowSeconds),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSaveProductSettings();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = productSettingsInputSchema.safeParse(values);
    setErrors(zodFieldErrors<Field>(parsed));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Product settings saved. Every server applies them now.'),
    });
  }

  return (
    <form aria-labelledby="product-settings-title" noValidate onSubmit={submit} className="flex flex-col gap-4">
      {save.isError ? <FormAlert>{save.error.message}</FormAlert> : null}
      <TextField
        label="Product name"
        name="productName"
        hint="Shown in the app's header and in every mail."
        value={values.productName}
        error={errors.productName}
        onChange={set('productName')}
      />
      <FieldShell
        label="Sign-up"
        hint="Invitation only: only people invited to an organization can create an account, with the invited address."
        error={errors.signUp}
      >
        {(control) => (
          <NativeSelect {...control} name="signUp" value={values.signUp} onChange={set('signUp')}>
            <option value="open">Open to anyone</option>
            <option value="invitation_only">Invitation only</option>
          </NativeSelect>
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Requests per window"
          name="rateLimitMax"
          inputMode="numeric"
          hint="What one client may send to the API in a window."
          value={values.rateLimitMax}
          error={errors.rateLimitMax}
          onChange={set('rateLimitMax')}
        />
        <TextField
          label="Window (seconds)"
          name="rateLimitWindowSeconds"
          inputMode="numeric"
          value={values.rateLimitWindowSeconds}
          error={errors.rateLimitWindowSeconds}
          onChange={set('rateLimitWindowSeconds')}
        />
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** The product settings the admin changes without a restart: name, sign-up and the default rate limit. */
export function ProductSettingsSection() {
  const settings = useProductSettings();
  return (
    <section aria-labelledby="product-settings-title" className="flex max-w-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="product-settings-title" className="text-lg font-semibold">
          Product
        </h2>
        <p className="text-sm text-muted-foreground">
          Applied at once on every server, without a restart.
          {settings.data && !settings.data.updatedAt ? ' The installation’s configured values are in force.' : ''}
        </p>
      </div>
      {settings.isPending ? (
        <TableSkeleton label="Loading the product settings…" />
      ) : settings.isError ? (
        <QueryError
          what="The product settings could not be loaded."
          error={settings.error}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </section>
  );
}
