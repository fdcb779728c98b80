import type { FirstAdminReport } from './auth/firstAdmin';
import type { ServerConfig } from './config';

/** The plain-text lines the start-up log ends with: where the site is and how to sign in. */
export function startupBanner(config: ServerConfig, port: number, admin: FirstAdminReport): string {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  const lines = [
    '',
    `  LMS site is running at ${url}`,
    `  Admin sign-in:        ${url}/login`,
    `  Data:                 ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    `  Media:                ${config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}` : config.mediaDir}`,
  ];
  if (config.testPasswordCost) {
    lines.push(
      '  Password hashing:     the TEST cost (PASSWORD_HASH_COST=test): not for real accounts',
    );
  }
  if (admin.created && admin.generatedPassword) {
    lines.push(
      `  First admin created:  username "${admin.username}", password "${admin.generatedPassword}"`,
      '  This password is shown only this once and works once: the first sign-in asks for a new',
      '  one. Lost it before then? npm run admin -- reset-password ' + admin.username,
    );
  } else if (admin.created) {
    lines.push(`  First admin created:  username "${admin.username}" with ADMIN_PASSWORD`);
  } else {
    lines.push(
      '  Sign in with an existing admin account. Forgot the password? ' +
        'npm run admin -- reset-password <username>',
    );
  }
  return `${lines.join('\n')}\n`;
}
