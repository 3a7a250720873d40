import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as Message-ID, so a receiving server can drop a duplicate of a re-delivered send. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; the URL carries host, port, credentials and TLS choice (`smtps://` for implicit TLS). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, messageId: `<${mail.messageId}@assay>` });
    },
    close: () => transporter.close(),
  };
}
