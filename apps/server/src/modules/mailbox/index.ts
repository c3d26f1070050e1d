import { SmtpSender } from '../../platform/mail/smtp-sender';
import type { PlacarModule } from '../../platform/module';
import { mailboxRoutes } from './mailbox.routes';

/**
 * E-mail delivery: the dev mailbox page in embedded mode, and the SMTP sender loop over the outbox
 * when SMTP_URL is set.
 */
export const mailboxModule: PlacarModule = {
  name: 'mailbox',
  routes: mailboxRoutes,
  start(platform) {
    const { SMTP_URL, MAIL_FROM } = platform.config;
    if (!SMTP_URL) return;
    const sender = SmtpSender.fromUrl(platform.db, SMTP_URL, { from: MAIL_FROM, log: platform.log });
    sender.start();
    platform.onClose(() => sender.stop());
  },
};
