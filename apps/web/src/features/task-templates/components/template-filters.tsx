import { DIFFICULTIES, LANGUAGE_IDS, LANGUAGE_NAMES } from '@assay/contracts';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { difficultyLabels } from '@/components/difficulty';

export interface TemplateFilterValues {
  search: string;
  difficulty: string;
  language: string;
  scope: string;
}

interface TemplateFiltersProps {
  values: TemplateFilterValues;
  onChange: (changes: Partial<TemplateFilterValues>) => void;
}

/** Search, difficulty, language and whose templates: all in the URL, so a view can be shared. */
export function TemplateFilters({ values, onChange }: TemplateFiltersProps) {
  return (
    <div role="search" aria-label="Filter templates" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="template-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="template-search"
            type="search"
            className="pl-9"
            placeholder="Title or tag"
            defaultValue={values.search}
            onChange={(event) => onChange({ search: event.target.value.trim() })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="template-difficulty">Difficulty</Label>
        <NativeSelect
          id="template-difficulty"
          value={values.difficulty}
          onChange={(event) => onChange({ difficulty: event.target.value })}
        >
          <option value="">Any difficulty</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficultyLabels[difficulty]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="template-language">Language</Label>
        <NativeSelect
          id="template-language"
          value={values.language}
          onChange={(event) => onChange({ language: event.target.value })}
        >
          <option value="">Any language</option>
          {LANGUAGE_IDS.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="template-scope">Source</Label>
        <NativeSelect
          id="template-scope"
          value={values.scope}
          onChange={(event) => onChange({ scope: event.target.value })}
        >
          <option value="all">All templates</option>
          <option value="organization">Organization templates</option>
          <option value="platform">Platform templates</option>
        </NativeSelect>
      </div>
    </div>
  );
}
