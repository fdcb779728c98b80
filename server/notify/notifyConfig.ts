type Env = Record<string, string | undefined>;

/** Where new-lead e-mails go and through which SMTP server. */
export interface LeadNotifyConfig {
  smtp: {
    host: string;
    port: number;
    /** true: TLS from the first byte (usually port 465); false: STARTTLS when offered (587). */
    secure: boolean;
    auth?: { user: string; pass: string };
  };
  to: string;
  from: string;
  /**
   * LEAD_CONFIRMATION_EMAIL=true: each visitor whose lead is stored also gets a short
   * confirmation (notify/leadMail.ts confirmationMail), from `from`, through the same server.
   */
  confirmVisitor: boolean;
}

const fail = (message: string): never => {
  throw new Error(message);
};

/**
 * Reads the optional SMTP settings. Without SMTP_HOST there is no notification; with it, a
 * missing or malformed companion stops the server at start with the variable's name, rather
 * than leaving the sales team waiting for mails that are never sent.
 */
export function loadLeadNotifyConfig(env: Env): LeadNotifyConfig | null {
  const host = env.SMTP_HOST?.trim();
  const confirmText = env.LEAD_CONFIRMATION_EMAIL?.trim() || 'false';
  if (confirmText !== 'true' && confirmText !== 'false') {
    fail(`LEAD_CONFIRMATION_EMAIL must be true or false, got "${env.LEAD_CONFIRMATION_EMAIL}"`);
  }
  if (!host) {
    // Asked for, but nothing to send it with: say so at start rather than never sending it.
    if (confirmText === 'true')
      fail('LEAD_CONFIRMATION_EMAIL=true needs SMTP_HOST (and its companions)');
    return null;
  }
  const secureText = env.SMTP_SECURE?.trim() || 'false';
  if (secureText !== 'true' && secureText !== 'false') {
    fail(`SMTP_SECURE must be true or false, got "${env.SMTP_SECURE}"`);
  }
  const secure = secureText === 'true';
  const portText = env.SMTP_PORT?.trim() || (secure ? '465' : '587');
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`SMTP_PORT must be a port number (1-65535), got "${env.SMTP_PORT}"`);
  }
  const user = env.SMTP_USER?.trim();
  const to = env.LEAD_NOTIFY_TO?.trim() || fail('LEAD_NOTIFY_TO must be set when SMTP_HOST is');
  const from =
    env.LEAD_NOTIFY_FROM?.trim() ||
    user ||
    fail('LEAD_NOTIFY_FROM (or SMTP_USER) must be set when SMTP_HOST is');
  return {
    smtp: { host, port, secure, ...(user ? { auth: { user, pass: env.SMTP_PASS ?? '' } } : {}) },
    to,
    from,
    confirmVisitor: confirmText === 'true',
  };
}
