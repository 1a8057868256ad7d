import { binFlagKind } from './bin-flag-kind';

export const creditcardBinReloadable = binFlagKind({
  identifier: 'CreditcardBinReloadable',
  name: 'Reloadable card',
  param: 'isReloadable',
  flag: 'reloadable',
  label: 'Reloadable',
  samples: [{ isReloadable: 'no' }, { isReloadable: 'yes' }],
});
