import { sdk } from '@/sdk';
import type { LeadRecord } from '@/sdk/schemas/lead';
import type { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import type { AltTextPlace, DashboardCounts } from '@/src/console/DashboardSummary';
import { loadAltTextPlaces } from './altTextPlaces';

export interface DashboardData {
  counts: DashboardCounts;
  latestLeads: LeadRecord[];
  /** The charts' counts for the chosen range. */
  leads: LeadDashboard;
  /** Items and sections whose images need alt text (issue 46). */
  altTextPlaces: AltTextPlace[];
}

/**
 * What an administrator wants first: how many leads came in, from where, and who they are. The
 * counts come from the database's aggregates (one call), never from lists of leads.
 */
export async function loadDashboard(days: 30 | 90 = 30): Promise<DashboardData> {
  // The clients and testimonials are read once: for the counts and for their alt text.
  const lists = { clients: sdk.clients.getAll(), testimonials: sdk.testimonials.getAll() };
  const [leads, latest, clients, testimonials, altTextPlaces] = await Promise.all([
    sdk.leads.dashboard({ days }),
    sdk.leads.list({ page: 1, pageSize: 5 }),
    lists.clients,
    lists.testimonials,
    loadAltTextPlaces(lists),
  ]);
  return {
    counts: {
      leadsToday: leads.totals.today,
      leadsThisWeek: leads.totals.last7Days,
      leadsTotal: leads.totals.allTime,
      activeClients: clients.filter((c) => c.isActive).length,
      activeTestimonials: testimonials.filter((t) => t.isActive).length,
    },
    latestLeads: latest.items,
    leads,
    altTextPlaces,
  };
}
