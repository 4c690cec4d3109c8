export * from './auth';
export * from './clicks';
export * from './common';
export * from './configs';
export * from './links-reports';
export * from './online-addresses';
export * from './plans';
export * from './terms';
