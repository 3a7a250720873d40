/** Rendered mail: every template gives a plain-text and an HTML body. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  productName: string;
  publicUrl: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The shared frame of every HTML mail: inline styles only, since mail clients ignore style sheets. */
function layout(context: MailContext, heading: string, bodyHtml: string): string {
  return [
    '<!doctype html><html><body style="margin:0;background:#f6f7fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">',
    '<div style="max-width:560px;margin:24px auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:600;color:#3730a3">${escapeHtml(context.productName)}</p>`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    bodyHtml,
    '</div></body></html>',
  ].join('');
}

/**
 * A subject line as plain words: names people chose (an organization's) lose any markup, line breaks and control
 * characters, so a subject never carries a link or a header of someone else's making, and it stays one short line.
 */
export function plainSubject(value: string): string {
  return value
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
}

export interface NoticeData {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** A general notice: heading, paragraphs and an optional button. Feature mails build on it. */
function notice(data: NoticeData, context: MailContext): MailContent {
  const actionHtml = data.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(data.action.url)}" style="background:#3730a3;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(data.action.label)}</a></p>`
    : '';
  const html = layout(
    context,
    data.heading,
    data.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join('') + actionHtml,
  );
  const text = [
    data.heading,
    '',
    ...data.paragraphs,
    ...(data.action ? ['', `${data.action.label}: ${data.action.url}`] : []),
    '',
    `— ${context.productName}`,
  ].join('\n');
  return { subject: plainSubject(`${data.heading} · ${context.productName}`), text, html };
}

export const mailTemplates = { notice } satisfies Record<string, (data: never, context: MailContext) => MailContent>;
export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof mailTemplates)[T]>[0];

export function renderMail<T extends MailTemplateName>(
  template: T,
  data: MailTemplateData<T>,
  context: MailContext,
): MailContent {
  const render = mailTemplates[template] as (data: MailTemplateData<T>, context: MailContext) => MailContent;
  return render(data, context);
}
