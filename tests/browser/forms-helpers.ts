/**
 * Helpers of the lead form browser tests: the stock and form slice as the built site serves
 * them, the stored lead (read from the API's SQLite file: the API has no public read path for leads),
 * analytics events captured across the page change to /success/, and typing a visitor's details.
 */
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { FormSite } from '../../src/islands/forms/types.ts';
import { parseSearchIndex, type SearchDoc } from '../../src/stock/search-document.ts';
import { SEARCH_INDEX_URL } from '../../src/stock/tenant-stock.ts';

/** The form site slice and the search documents the built site serves. */
export async function servedStock(base: string): Promise<{ formSite: FormSite; docs: SearchDoc[] }> {
  const formSite = (await (await fetch(`${base}/forms/site.json`)).json()) as FormSite;
  const docs = parseSearchIndex(await (await fetch(`${base}${SEARCH_INDEX_URL}`)).json());
  return { formSite, docs };
}

/** One stored lead row, its payload parsed. */
export interface LeadRow {
  lead_id: string;
  tenant: string;
  form: string;
  idempotency_key: string | null;
  appointment_iso: string | null;
  spam: number;
  payload: Record<string, unknown>;
}

/** Leads in the API's database matching `where` (SQL on the leads table). */
export function leads(dbPath: string, where: string, ...params: (string | number)[]): LeadRow[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (
      db
        .prepare(`SELECT lead_id, tenant, form, idempotency_key, appointment_iso, spam, payload FROM leads WHERE ${where}`)
        .all(...params) as unknown as (Omit<LeadRow, 'payload'> & { payload: string })[]
    ).map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** Rows of the miscellaneous table (valuation saves) for a lead. */
export function miscRows(dbPath: string, leadId: string): { column_name: string; data: Record<string, unknown> }[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (
      db.prepare('SELECT column_name, data FROM miscellaneous WHERE lead_id = ?').all(leadId) as { column_name: string; data: string }[]
    ).map((r) => ({ column_name: r.column_name, data: JSON.parse(r.data) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** Records every `window.dataLayer` push of the page, surviving navigations (call before goto). */
export async function captureEvents(page: Page): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = [];
  await page.exposeFunction('__recordEvent', (e: string) => {
    events.push(JSON.parse(e) as Record<string, unknown>);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; __recordEvent: (e: string) => void };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const i of items) void w.__recordEvent(JSON.stringify(i));
      return push(...items);
    };
    w.dataLayer = layer;
  });
  return events;
}

/** A visitor; `email` unique per call so each stored lead can be found. */
export function visitor(tag: string) {
  return { name: 'Alex', last_name: 'Tester', email: `alex.${tag}.${Date.now()}@example.com`, phone: '0412 345 678', postcode: '5000' };
}

/** A text field by its accessible name (the required marker is hidden from it). */
export const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

/** Types the contact fields that `form` shows. */
export async function fillDetails(form: Locator, who: ReturnType<typeof visitor>): Promise<void> {
  await textbox(form, 'First Name').fill(who.name);
  const last = textbox(form, 'Last Name');
  if (await last.count()) await last.fill(who.last_name);
  await textbox(form, 'Email').fill(who.email);
  await textbox(form, 'Mobile').fill(who.phone);
  await textbox(form, 'Postcode').fill(who.postcode);
}

/** Picks the first option of each required select still on its placeholder (location, dealership: shown by the site's switches). */
export async function chooseRequiredSelects(form: Locator): Promise<void> {
  for (const select of await form.locator('select[aria-required="true"]').all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
  const terms = form.getByLabel(/I agree to the terms of use/);
  if (await terms.count()) await terms.check();
}

/** Clicks `button` and returns the lead POST's response (its body may be gone once the page moves on to /success/). */
export async function submitLead(page: Page, button: Locator): Promise<Response> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
  await button.click();
  return answer;
}

/** The lead a response stored, found by the submission's Idempotency-Key. */
export function storedLead(dbPath: string, tenant: string, answer: Response): LeadRow {
  const rows = leads(dbPath, 'tenant = ? AND idempotency_key = ?', tenant, answer.request().headers()['idempotency-key']!);
  if (rows.length !== 1) throw new Error(`expected one stored lead for the key, found ${rows.length}`);
  return rows[0]!;
}

/**
 * Taps the middle of a text box as a phone's finger would and waits (20 s at most) until it has the focus: on a form
 * that sleeps until the visitor's first intent, the tap wakes it and the box gets the focus once React owns it.
 */
export async function tapToFocus(page: Page, field: Locator): Promise<void> {
  const box = (await field.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 20_000 }).toBe(true);
}

/** The text of the form's first alert once it appears. */
export async function alertText(form: Locator): Promise<string> {
  const alert = form.getByRole('alert').first();
  await alert.waitFor();
  return (await alert.innerText()).replace(/\s+/g, ' ');
}

/**
 * The absolute URLs of a form island's own module and of its renderer (React), read from the page's markup: the island
 * whose markup matches `has` (default: the lead form; `form.fin-form`, `.fin-calc` on the finance pages).
 */
export async function formIslandUrls(page: Page, base: string, has = 'form.lead-form'): Promise<{ component: string; renderer: string }> {
  const island = page.locator(`astro-island:has(${has})`);
  const url = async (attribute: string) => new URL((await island.getAttribute(attribute))!, base).href;
  return { component: await url('component-url'), renderer: await url('renderer-url') };
}
