import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeEditor } from '@/components/code-editor';

describe('CodeEditor', () => {
  it('names the language it holds, and renames itself when the language changes', () => {
    const props = { value: 'print(1)', onChange: () => undefined };
    const { rerender } = render(<CodeEditor {...props} language="python" label="Python 3 code" />);
    expect(screen.getByLabelText('Python 3 code')).toHaveAttribute('contenteditable', 'true');
    rerender(<CodeEditor {...props} value="int main() {}" language="cpp" label="C++ (G++) code" />);
    expect(screen.getByLabelText('C++ (G++) code')).toHaveTextContent('int main() {}');
    expect(screen.queryByLabelText('Python 3 code')).toBeNull();
  });
});
