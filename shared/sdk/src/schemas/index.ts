export * from './common';
export * from './auth';
export * from './plans';
export * from './online-addresses';
export * from './clicks';
export * from './links-reports';
export * from './terms';
export * from './configs';
