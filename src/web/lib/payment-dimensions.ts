/**
 * The kinds of payment a figure is broken down by, in people's words: one name for each dimension
 * wherever the studio shows it (an outcome estimate's breakdown, the connector comparison).
 */
export const PAYMENT_DIMENSION_LABELS = {
  method: 'Payment method',
  brand: 'Card brand',
  cardType: 'Card type',
  country: 'BIN country',
  currency: 'Currency',
  band: 'Amount band',
} as const;
