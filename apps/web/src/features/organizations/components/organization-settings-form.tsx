import type { Organization, OrganizationSettings } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  hasErrors,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import {
  settingsFormSchema,
  type SettingsField,
  type SettingsFormData,
  type SettingsFormValues,
} from '@/features/organizations/components/settings-form-schema';
import { Button } from '@/components/ui/button';
import { useUpdateOrganization, type OrganizationChanges } from '@/features/organizations/api/update-organization';
import { useUpdateOrganizationSettings } from '@/features/organizations/api/update-organization-settings';
import { toast } from '@/lib/toast';

export const SETTINGS_SAVED_MESSAGE = 'Organization settings saved.';

const PROFILE_FIELDS: readonly SettingsField[] = ['name', 'website'];
const DEFAULTS_FIELDS: readonly SettingsField[] = ['defaultTaskDeadlineDays'];

interface OrganizationSettingsFormProps {
  organization: Organization;
  settings: OrganizationSettings;
}

/** Only what differs from what is saved, so one part failing never resends the other. */
function changesFrom(data: SettingsFormData, organization: Organization, settings: OrganizationSettings) {
  const profile: OrganizationChanges = {};
  if (data.name !== organization.name) profile.name = data.name;
  if (data.website !== organization.website) profile.website = data.website;
  const defaults =
    data.defaultTaskDeadlineDays !== settings.defaultTaskDeadlineDays
      ? { defaultTaskDeadlineDays: data.defaultTaskDeadlineDays }
      : null;
  return { profile: Object.keys(profile).length > 0 ? profile : null, defaults };
}

/** Name and website (PUT /organizations/{id}) and the default task deadline (PATCH …/settings), saved together. */
export function OrganizationSettingsForm({ organization, settings }: OrganizationSettingsFormProps) {
  const organizationId = organization.id;
  const [values, setValues] = useState<SettingsFormValues>({
    name: organization.name,
    website: organization.website,
    defaultTaskDeadlineDays: String(settings.defaultTaskDeadlineDays),
  });
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [failures, setFailures] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();
  const updateOrganization = useUpdateOrganization(organizationId);
  const updateSettings = useUpdateOrganizationSettings(organizationId);

  function field(name: SettingsField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  }

  async function save(data: SettingsFormData) {
    const { profile, defaults } = changesFrom(data, organization, settings);
    if (!profile && !defaults) {
      toast.info('Nothing to save: these are the settings already in place.');
      return;
    }
    setSaving(true);
    const [profileResult, defaultsResult] = await Promise.allSettled([
      profile ? updateOrganization.mutateAsync(profile) : Promise.resolve(null),
      defaults ? updateSettings.mutateAsync(defaults) : Promise.resolve(null),
    ]);
    setSaving(false);
    const nextErrors: FieldErrors<SettingsField> = {};
    const nextFailures: string[] = [];
    const saved: string[] = [];
    const parts = [
      {
        result: profileResult,
        sent: profile !== null,
        fields: PROFILE_FIELDS,
        savedText: 'The name and website were saved.',
        failedText: 'The name and website could not be saved',
      },
      {
        result: defaultsResult,
        sent: defaults !== null,
        fields: DEFAULTS_FIELDS,
        savedText: 'The default task deadline was saved.',
        failedText: 'The default task deadline could not be saved',
      },
    ];
    for (const { result, sent, fields, savedText, failedText } of parts) {
      if (!sent) continue;
      if (result.status === 'fulfilled') {
        saved.push(savedText);
        continue;
      }
      const fieldErrors = serverFieldErrors(result.reason, fields);
      if (hasErrors(fieldErrors)) Object.assign(nextErrors, fieldErrors);
      else nextFailures.push(`${failedText}: ${errorMessage(result.reason)}`);
    }
    setErrors(nextErrors);
    setFailures(nextFailures);
    const failed = hasErrors(nextErrors) || nextFailures.length > 0;
    if (!failed) toast.success(SETTINGS_SAVED_MESSAGE);
    // One part went through and the other did not: say which, so nobody retypes what is already saved.
    else for (const text of saved) toast.success(text);
    if (hasErrors(nextErrors)) focusFirstError();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailures([]);
    const parsed = settingsFormSchema.safeParse(values);
    const found = zodFieldErrors<SettingsField>(parsed);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstError();
      return;
    }
    void save(parsed.data);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Organization settings" className="flex flex-col gap-8">
      {failures.length > 0 ? (
        <FormAlert>
          {failures.map((failure) => (
            <p key={failure}>{failure}</p>
          ))}
        </FormAlert>
      ) : null}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">Organization</legend>
        <TextField label="Organization name" autoComplete="organization" {...field('name')} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Optional. The full address, such as https://example.com."
          {...field('website')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">Task defaults</legend>
        <TextField
          className="max-w-48"
          label="Default task deadline (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          hint="How many days a candidate gets for a newly assigned task, unless the assignment says otherwise: 1 to 365."
          {...field('defaultTaskDeadlineDays')}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
