import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_CATEGORY_NAMES,
  DIFFICULTIES,
  LANGUAGE_IDS,
  LANGUAGE_NAMES,
  PRACTICE_STATUSES,
  PRACTICE_STATUS_NAMES,
} from '@assay/contracts';
import { Search } from 'lucide-react';
import { difficultyLabels } from '@/components/difficulty';
import { FilterSelect } from '@/components/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface PracticeFilterValues {
  search: string;
  difficulty: string;
  language: string;
  category: string;
  status: string;
}

/** Practice browsing's filters: search, difficulty, language, category and the caller's status, all in the URL. */
export function PracticeFilters({
  values,
  onChange,
}: {
  values: PracticeFilterValues;
  onChange: (changes: Partial<PracticeFilterValues>) => void;
}) {
  return (
    <div role="search" aria-label="Filter the challenge library" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="practice-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="practice-search"
            type="search"
            className="pl-9"
            placeholder="Title or tag"
            defaultValue={values.search}
            onChange={(event) => onChange({ search: event.target.value.trim() })}
          />
        </div>
      </div>
      <FilterSelect
        id="practice-difficulty"
        label="Difficulty"
        value={values.difficulty}
        any="Any difficulty"
        options={DIFFICULTIES.map((difficulty) => [difficulty, difficultyLabels[difficulty]])}
        onChange={(difficulty) => onChange({ difficulty })}
      />
      <FilterSelect
        id="practice-language"
        label="Language"
        value={values.language}
        any="Any language"
        options={LANGUAGE_IDS.map((language) => [language, LANGUAGE_NAMES[language]])}
        onChange={(language) => onChange({ language })}
      />
      <FilterSelect
        id="practice-category"
        label="Category"
        value={values.category}
        any="Any category"
        options={CHALLENGE_CATEGORIES.map((category) => [category, CHALLENGE_CATEGORY_NAMES[category]])}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id="practice-status"
        label="Status"
        value={values.status}
        any="Any status"
        options={PRACTICE_STATUSES.map((status) => [status, PRACTICE_STATUS_NAMES[status]])}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
