import type { QuizQuestion, QuizResult } from '@assay/contracts';

/**
 * Grades an attempt on the server (the questions' answers never reach the browser before it): a question is right when
 * exactly its right options were chosen. Unknown question or option keys count as nothing chosen.
 */
export function gradeQuiz(
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, readonly string[]>>,
  passPercent: number,
  attemptedAt: Date,
): QuizResult {
  const graded = questions.map((question) => {
    const options = new Set(question.options.map((option) => option.key));
    const chosen = [...new Set(answers[question.key] ?? [])].filter((key) => options.has(key)).sort();
    const right = [...question.correct].sort();
    return {
      key: question.key,
      chosen,
      correct: chosen.length === right.length && chosen.every((key, index) => key === right[index]),
      correct_options: right,
      explanation: question.explanation,
    };
  });
  const correct = graded.filter((question) => question.correct).length;
  const percent = questions.length === 0 ? 0 : Math.floor((correct * 100) / questions.length);
  return {
    correct,
    total: questions.length,
    percent,
    passed: percent >= passPercent,
    pass_percent: passPercent,
    questions: graded,
    attempted_at: attemptedAt.toISOString(),
  };
}
