import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface CertificatePdfInput {
  id: string;
  holderName: string;
  pathTitle: string;
  issuedAt: Date;
  verificationUrl: string;
  issuerDid: string;
  revoked: boolean;
}

const MARGIN = 48;
const ACCENT = '#3730a3';
const MUTED = '#555555';

/** The file's name: the path's title, in characters every file system takes. */
export function certificateFileName(pathTitle: string, id: string): string {
  const slug = pathTitle
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `certificate-${slug || id}.pdf`;
}

/**
 * The certificate as a one-page landscape A4 PDF (pdfkit's built-in Helvetica: no font files to ship). It carries the
 * verification URL as text, as a link and as a QR code, since the paper is only as good as the page it points to:
 * that page checks the signed credential and its revocation status.
 */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `Certificate: ${input.pathTitle} — ${input.holderName}`,
      Author: 'Assay',
      CreationDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 2 * MARGIN - 40;
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(MARGIN / 2, MARGIN / 2, width - MARGIN, height - MARGIN)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(MARGIN / 2 + 6, MARGIN / 2 + 6, width - MARGIN - 12, height - MARGIN - 12)
    .stroke();

  const centred = { width: inner, align: 'center' as const };
  doc.x = MARGIN + 20;
  doc.y = MARGIN + 30;
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text('ASSAY · CERTIFICATE OF COMPLETION', centred);
  doc.moveDown(1.6).fontSize(13).fillColor(MUTED).text('This certifies that', centred);
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(32).fillColor('black').text(input.holderName, centred);
  doc.moveDown(0.6).font('Helvetica').fontSize(13).fillColor(MUTED).text('has completed the learning path', centred);
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(22).fillColor(ACCENT).text(input.pathTitle, centred);
  doc
    .moveDown(0.8)
    .font('Helvetica')
    .fontSize(12)
    .fillColor('black')
    .text(`Issued ${longDate(input.issuedAt)}`, centred);
  if (input.revoked)
    doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#b91c1c').text('This certificate has been revoked.', centred);

  // The foot: who issued it and how to check it on the left, the QR code to the same page on the right.
  const qrSize = 96;
  const footTop = height - MARGIN - 40 - qrSize;
  const textWidth = width - 2 * MARGIN - 40 - qrSize - 24;
  doc.x = MARGIN + 20;
  doc.y = footTop;
  const line = (label: string, value: string, link?: string) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(`${label}: `, { width: textWidth, continued: true });
    doc
      .font('Helvetica')
      .fillColor(link ? ACCENT : MUTED)
      .text(value, { width: textWidth, ...(link ? { link, underline: true } : {}) });
  };
  line('Certificate ID', input.id);
  line('Issuer', input.issuerDid);
  line('Verify at', input.verificationUrl, input.verificationUrl);
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'The verification page checks this certificate’s Ed25519 signature against the issuer’s published key and ' +
        'whether it has been revoked.',
      { width: textWidth },
    );
  drawQr(doc, input.verificationUrl, width - MARGIN - 20 - qrSize, footTop, qrSize);
  doc.end();
  return done;
}

/** The QR code drawn as vector squares (no image to embed), and itself a link to the same URL. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.fillColor('black');
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.01, cell + 0.01);
  doc.fill();
  doc.link(x, y, size, size, url);
}

/** The date in words, in UTC: the PDF has no viewer's time zone to follow. */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
