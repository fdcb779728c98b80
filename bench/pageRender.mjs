// A page of 40 blocks rendered on the server, beside `/` (issue 44 item 6): each GET comes right
// after a content write, so the content cache is empty and the time is the render's (the reads
// and React's renderToString), not a cache lookup's. Rounds alternate the two pages. A report.
import { signIn } from './serverBench.mjs';

const SLUG = 'bench-forty-blocks';

/** 40 blocks: every type in turn, with the demo's collections behind the strips. */
function fortyBlocks() {
  const kinds = [
    (i) => ({
      type: 'hero',
      eyebrow: 'Bench',
      title: `Hero ${i}`,
      text: 'Words.',
      cta: 'Book a Demo',
      withForm: true,
    }),
    (i) => ({
      type: 'richText',
      markdown: `## Section ${i}\n\nA paragraph with **bold** and a [link](/).\n\n- one\n- two`,
    }),
    (i) => ({ type: 'ctaBand', title: `Band ${i}`, text: 'A line.', cta: 'Book A Meeting' }),
    (i) => ({
      type: 'featureGrid',
      title: `Features ${i}`,
      items: [1, 2, 3, 4].map((n) => ({ title: `Feature ${n}`, text: 'Text.' })),
    }),
    (i) => ({ type: 'logoStrip', title: `Logos ${i}` }),
    (i) => ({ type: 'testimonials', title: `Testimonials ${i}` }),
    (i) => ({ type: 'faqList', title: `Questions ${i}`, faqIds: [] }),
    (i) => ({
      type: 'stats',
      title: `Figures ${i}`,
      items: [{ value: '1,200+', label: 'institutes' }],
    }),
    (i) => ({
      type: 'video',
      title: `Video ${i}`,
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    }),
  ];
  return Array.from({ length: 40 }, (_, i) => ({
    id: `b${i}`,
    hidden: false,
    ...kinds[i % kinds.length](i),
  }));
}

const post = (base, path, token, body) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify(body),
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

/** Times `rounds` uncached renders of `/` and of a 40-block page, alternating. */
export async function measurePageRender(base, rounds = 25) {
  const token = await signIn(base);
  const made = await post(base, '/api/pages/create', token, {
    slug: SLUG,
    title: 'Forty blocks',
    seoTitle: '',
    seoDescription: '',
    blocks: JSON.stringify(fortyBlocks()),
  });
  if (!made.ok) throw new Error(`bench: the 40-block page was refused (${made.status})`);
  const faq = (await (await post(base, '/api/faqSection/getall', token, {})).json()).data[0];
  // A content write: every cached page is stale afterwards.
  const touch = () =>
    post(base, '/api/faqSection/update', token, { faqSectionId: faq._id, isActive: true });
  const time = async (path) => {
    await touch();
    const started = performance.now();
    const answer = await fetch(`${base}${path}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`bench: ${path} answered ${answer.status}`);
    return performance.now() - started;
  };
  const landing = [];
  const forty = [];
  for (let round = 0; round < rounds + 3; round++) {
    const pair =
      round % 2
        ? [
            ['/', landing],
            [`/${SLUG}`, forty],
          ]
        : [
            [`/${SLUG}`, forty],
            ['/', landing],
          ];
    for (const [path, list] of pair) {
      const ms = await time(path);
      if (round >= 3) list.push(ms); // the first rounds warm the render bundle up
    }
  }
  return { rounds, landing, forty };
}

export function pageRenderTable({ rounds, landing, forty }) {
  const row = (name, list) =>
    `| ${name} | ${median(list).toFixed(1)} ms | ${p90(list).toFixed(1)} ms |`;
  return [
    `Uncached server render (after a content write), ${rounds} rounds alternating:`,
    '',
    '| Page | Median | p90 |',
    '| --- | --- | --- |',
    row('/ (the landing page)', landing),
    row('a page of 40 blocks', forty),
    '',
    `40 blocks take ${(median(forty) / median(landing)).toFixed(2)}x the landing page's median.`,
  ].join('\n');
}
