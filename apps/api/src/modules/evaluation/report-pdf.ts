import {
  DECISION_LABELS,
  durationText,
  LANGUAGE_NAMES,
  REVIEW_STATUS_LABELS,
  RUBRIC_SCALE_MAX,
  standingSentence,
  type CandidateReport,
} from '@assay/contracts';
import PDFDocument from 'pdfkit';

const MARGIN = 56;
const MUTED = '#555555';

/** The report's file name: the candidate and the task, in characters every file system takes. */
export function reportFileName(report: CandidateReport): string {
  const slug = `${report.candidate.name || report.candidate.email}-${report.title}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `candidate-report-${slug || report.submission_id}.pdf`;
}

/**
 * The candidate report as a one-page A4 PDF (pdfkit, its built-in Helvetica: no font files to ship). The same
 * figures and words as the report page, so what the hiring team forwards says what the app says.
 */
export function renderReportPdf(report: CandidateReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Candidate report: ${report.candidate.name || report.candidate.email} — ${report.title}`,
      Author: report.organization || 'Assay',
      CreationDate: new Date(report.generated_at),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(text);
    doc.moveDown(0.2);
  };
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${report.organization || 'Assay'} · Candidate report`);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('black')
    .text(report.candidate.name || report.candidate.email);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${report.candidate.email} · ${report.title} · ${LANGUAGE_NAMES[report.language]}`);

  heading('Result');
  field('Score', report.score === null ? 'Not scored yet' : `${report.score} / 100`);
  field('Tests passed', `${report.passed} of ${report.total}`);
  field('Against the other candidates', standingSentence(report.standing));
  field('Rubric total', report.rubric_score === null ? 'Not scored yet' : `${report.rubric_score} / 100`);
  field('Decision', report.decision ? DECISION_LABELS[report.decision] : 'Not decided yet');
  field('Review', `${REVIEW_STATUS_LABELS[report.status]}${report.reviewer ? ` (${report.reviewer})` : ''}`);

  heading('Time');
  field('Started', report.started_at ? utc(report.started_at) : 'Not recorded');
  field('Submitted', utc(report.submitted_at));
  field('Time taken', durationText(report.time_taken_seconds));
  field('Attempts before the final submission', String(report.attempts));

  if (report.rubric.length > 0) {
    heading('Rubric');
    for (const criterion of report.rubric) {
      const score = criterion.score === null ? 'not scored' : `${criterion.score} / ${RUBRIC_SCALE_MAX}`;
      field(`${criterion.name} (weight ${criterion.weight})`, score);
      if (criterion.comment)
        doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(criterion.comment, { width, indent: 12 });
    }
  }
  if (report.summary) {
    heading("Reviewer's notes");
    doc.font('Helvetica').fontSize(10).fillColor('black').text(report.summary, { width });
  }

  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Generated ${utc(report.generated_at)}. Confidential: for the hiring team.`);
  doc.end();
  return done;
}

/** A time in UTC, to the minute: the PDF has no viewer's time zone to follow. */
const utc = (value: string) => `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;
