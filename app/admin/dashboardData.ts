import { sdk } from '@/sdk';
import type { LeadRecord } from '@/sdk/schemas/lead';
import type { DashboardCounts } from '@/src/console/DashboardSummary';

export interface DashboardData {
  counts: DashboardCounts;
  latestLeads: LeadRecord[];
}

const startOfToday = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());
const DAY_MS = 24 * 60 * 60 * 1000;

/** What an administrator wants first: how many leads came in, and who they are. */
export async function loadDashboard(now = new Date()): Promise<DashboardData> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [latest, today, week, clients, testimonials] = await Promise.all([
    sdk.leads.list({ page: 1, pageSize: 5 }),
    sdk.leads.list({ page: 1, pageSize: 1, from: startOfToday(now).toISOString() }),
    sdk.leads.list({ page: 1, pageSize: 1, from: weekAgo.toISOString() }),
    sdk.clients.getAll(),
    sdk.testimonials.getAll(),
  ]);
  return {
    counts: {
      leadsToday: today.total,
      leadsThisWeek: week.total,
      leadsTotal: latest.total,
      activeClients: clients.filter((c) => c.isActive).length,
      activeTestimonials: testimonials.filter((t) => t.isActive).length,
    },
    latestLeads: latest.items,
  };
}
