import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { importTests, TestImportError, type ImportedTest } from '@/features/task-templates/components/test-import';

/**
 * "Import tests": a zip of NN.in/NN.out pairs or a CSV (input,output[,hidden]), read in the browser. A bad file says
 * why under the button and changes nothing; good ones hand their tests to `onImport`.
 */
export function TestImportButton({
  onImport,
}: {
  onImport: (tests: ImportedTest[], fileName: string) => string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function read(file: File) {
    setReading(true);
    setProblem(null);
    try {
      setProblem(onImport(await importTests(file), file.name));
    } catch (error) {
      setProblem(error instanceof TestImportError ? error.message : `${file.name} could not be read.`);
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <input
        ref={input}
        type="file"
        accept=".zip,.csv,application/zip,text/csv"
        aria-label="Tests file (.zip or .csv)"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={reading}
        title="A zip of 01.in/01.out pairs, or a CSV of input,output[,hidden]"
        onClick={() => input.current?.click()}
      >
        {reading ? null : <FileUp aria-hidden="true" />}
        Import tests
      </Button>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
