import { binFlagKind } from './bin-flag-kind';

export const creditcardBinPrepaid = binFlagKind({
  identifier: 'CreditcardBinPrepaid',
  name: 'Prepaid card',
  param: 'isPrepaid',
  flag: 'prepaid',
  label: 'Prepaid',
  samples: [{ isPrepaid: 'yes' }, { isPrepaid: 'no' }],
});
