import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkLead, leadSummaryFor } from '@/sdk/schemas/leadCheck';
import type { LeadErrors } from '@/sdk/schemas/leadCheck';
import { LEAD_PAGE_PATH, LEAD_THANKS_PATH, LeadToasts } from '@/sdk/schemas/leadConstants';
import { CURRENT_CONSENT_VERSION, CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import { emptyLeadValues } from '@/sdk/schemas/leadCreate';
import type { LeadValues } from '@/sdk/schemas/leadCreate';
import { LEAD_FORM_KEY_FIELD } from '@/sdk/schemas/leadForm';
import type { LeadFormState } from '@/sdk/schemas/leadForm';
import { IdempotencyKey, newIdempotencyKey } from '@/sdk/schemas/leadIdempotency';
import type { ServerContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { ApiHttpError } from '../http/errors';
import { findBrokenText } from '../http/text';
import { createRenderer } from '../render/renderer';
import { siteContent } from '../render/siteContent';
import { formAttributionOf } from './leadFormAttribution';
import {
  acceptPlainForms,
  attributionOf,
  formFieldsOf,
  formKeyOf,
  isPlainForm,
  leadValuesOf,
} from './leadFormBody';
import { LeadFormRefusals, sameSiteForm } from './leadFormOrigin';
import type { ReceiveLead } from './leadIntake';

interface LeadFormOptions {
  context: ServerContext;
  /** The same intake as the API's (leadIntake.ts): honeypot, group commits, idempotency, mail. */
  receiveLead: ReceiveLead;
}

/** The form as the page shows it, with hidden fields for its post to carry back. */
function formState(
  hidden: Record<string, string | undefined>,
  values: LeadValues = emptyLeadValues(),
  errors: LeadErrors = {},
  formError?: string,
): LeadFormState {
  const kept = Object.fromEntries(
    Object.entries(hidden).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    values,
    errors,
    ...(formError ? { formError } : {}),
    hidden: { consentVersion: CURRENT_CONSENT_VERSION, ...kept },
    consentWording: CURRENT_CONSENT_WORDING,
  };
}

/**
 * The lead page's own requests (docs/api.md, "The lead page"): GET renders the form with a new
 * idempotency key and the visitor's source in hidden fields; POST takes the plain HTML form
 * (application/x-www-form-urlencoded, parsed for these routes only), checks it with the Lead
 * schema the modal uses, stores it through the same intake as the API, and answers 303 to the
 * thank-you page (post/redirect/get), or the form again with the values and the messages. No
 * page here is cached: each carries its own key. The thank-you page is an ordinary public page.
 */
export const leadFormRoutes =
  ({ context, receiveLead }: LeadFormOptions): FastifyPluginAsync =>
  async (app) => {
    const { config, db, contentCache } = context;
    const renderer = createRenderer(config, siteContent(db, contentCache), contentCache);
    acceptPlainForms(app);

    const sendForm = (
      request: FastifyRequest,
      reply: FastifyReply,
      state: LeadFormState,
      status?: number,
    ) => {
      // Without a referrer a browser sends `Origin: null` with the form's post (Fetch, "append a
      // request Origin header"): the page's own policy says same-origin, so its post names this
      // site and the origin check below can tell it from another site's.
      void reply.header('referrer-policy', 'same-origin');
      if (renderer.available()) return renderer.sendFresh(request, reply, state, status);
      // Before `npm run build` there is no page to render: the answer says what it would show.
      return reply
        .status(status ?? 200)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(state.formError ?? 'The lead page: the web app has not been built yet.');
    };

    /** The form again after a refusal: what was sent, a new key only if the old one is spent. */
    const sendAgain = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      formError: string,
      errors: LeadErrors = {},
      newKey = false,
    ) => {
      const fields = formFieldsOf(request.body);
      const kept = IdempotencyKey.safeParse(formKeyOf(fields));
      const key = !newKey && kept.success ? kept.data : newIdempotencyKey();
      const hidden = { ...attributionOf(fields), [LEAD_FORM_KEY_FIELD]: key };
      return sendForm(
        request,
        reply,
        formState(hidden, leadValuesOf(fields), errors, formError),
        status,
      );
    };

    // Failures on these routes answer with the page, not the API's JSON envelope: a person
    // sent the form, with what they typed kept where it could be read.
    app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
      const status = error instanceof ApiHttpError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) {
        request.log.error({ err: error }, 'lead form failed');
        return sendAgain(request, reply, 500, LeadToasts.failure);
      }
      request.log.info({ status, msg: error.message }, 'lead form refused');
      const message =
        status === 429
          ? LeadFormRefusals.tooMany
          : error instanceof ApiHttpError
            ? error.msg
            : LeadFormRefusals.unreadable;
      return sendAgain(request, reply, status, message);
    });

    app.get(LEAD_PAGE_PATH, async (request, reply) =>
      sendForm(
        request,
        reply,
        formState({ ...formAttributionOf(request), [LEAD_FORM_KEY_FIELD]: newIdempotencyKey() }),
      ),
    );

    app.post(
      LEAD_PAGE_PATH,
      {
        config: {
          rateLimit: {
            max: config.leadRateLimit,
            timeWindow: '1 minute',
            // Its own count, beside the API's: one address gets the limit on each.
            keyGenerator: (request: FastifyRequest) => `lead-form:${clientAddress(request)}`,
            // After the body is read, so the refusal can show the form with what was typed.
            hook: 'preHandler',
          },
        },
      },
      async (request, reply) => {
        // The form's own body only: JSON and multipart are the API's (and a browser's multipart
        // post from another site is stopped below anyway).
        if (!isPlainForm(request)) {
          return sendAgain(request, reply, 415, LeadFormRefusals.unreadable);
        }
        if (!sameSiteForm(request)) {
          // Another site's page made this browser post: nothing is stored, and the visitor
          // gets this site's own form to send from here if they meant to.
          request.log.info(
            { origin: request.headers.origin ?? null },
            'lead form from another site',
          );
          return sendForm(
            request,
            reply,
            formState(
              { [LEAD_FORM_KEY_FIELD]: newIdempotencyKey() },
              undefined,
              {},
              LeadFormRefusals.otherSite,
            ),
            403,
          );
        }
        const fields = formFieldsOf(request.body);
        const broken = findBrokenText(fields);
        if (broken) return sendAgain(request, reply, 400, broken.message);
        const values = leadValuesOf(fields);
        const check = checkLead(values, {
          ...attributionOf(fields),
          ...(values.marketingConsent ? { consentVersion: fields.consentVersion } : {}),
        });
        if (!check.ok) {
          return sendAgain(request, reply, 400, leadSummaryFor(check.errors), check.errors);
        }
        const key = IdempotencyKey.safeParse(formKeyOf(fields));
        try {
          const idempotencyKey = key.success ? key.data : undefined;
          await receiveLead(check.lead, idempotencyKey, request.log, request);
        } catch (error) {
          // The key holds another lead (the form sent, then changed and sent again from a page
          // the browser kept): the visitor sends it once more with a new key.
          if (error instanceof ApiHttpError && error.statusCode === 422) {
            return sendAgain(request, reply, 422, LeadFormRefusals.keyReused, {}, true);
          }
          throw error;
        }
        return reply.redirect(LEAD_THANKS_PATH, 303);
      },
    );
  };
