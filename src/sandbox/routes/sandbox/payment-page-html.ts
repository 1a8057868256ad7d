import type { DccData } from '@domain/dcc/dcc';

/** The sandbox payment page's HTML: plain, no script, every value escaped. */

const escape = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}` +
  `fieldset{border:1px solid #ccc;padding:1rem}label{display:block;margin:.4rem 0}button{margin-top:1rem;padding:.5rem 1rem}</style></head>` +
  `<body><h1>${escape(title)}</h1>${body}</body></html>`;

export interface PageCard {
  token: string;
  brand: string;
  lastFourDigits: string;
  cardCurrency: string;
  behaviour: string;
}

export const cardChoicePage = (uuid: string, amount: string, currency: string, cards: readonly PageCard[]): string =>
  page('Sandbox payment page', `<p>Pay <strong>${escape(amount)} ${escape(currency)}</strong> (transaction ${escape(uuid)}).</p>` +
    `<form method="post"><fieldset><legend>Test card</legend>` +
    cards.map((c, i) => `<label><input type="radio" name="card" value="${escape(c.token)}"${i === 0 ? ' checked' : ''}> ` +
      `${escape(c.brand)} •••• ${escape(c.lastFourDigits)} (${escape(c.cardCurrency)}; acquirers answer: ${escape(c.behaviour)})</label>`).join('') +
    `</fieldset><button type="submit">Pay</button></form>`);

export const currencyChoicePage = (quote: DccData): string =>
  page('Choose your currency', `<p>${escape(quote.disclaimer)}</p><form method="post"><fieldset><legend>Pay in</legend>` +
    `<label><input type="radio" name="currency" value="${escape(quote.convertedCurrency)}" checked> ${escape(quote.convertedAmount)} ${escape(quote.convertedCurrency)} (your card's currency)</label>` +
    `<label><input type="radio" name="currency" value="${escape(quote.originalCurrency)}"> ${escape(quote.originalAmount)} ${escape(quote.originalCurrency)} (original currency)</label>` +
    `</fieldset><button type="submit">Pay</button></form>`);

export const messagePage = (title: string, message: string): string => page(title, `<p>${escape(message)}</p>`);
