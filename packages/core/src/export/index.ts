export * from './labels';
export * from './record';
export * from './file-names';
export * from './terbilang';
export * from './single';
export * from './bulk';
export * from './data';
export * from './sheet';
