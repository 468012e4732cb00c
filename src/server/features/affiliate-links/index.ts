// The affiliate links feature's public face: the admin panel's verification.
export { verifyAffiliateLinks } from './verify-links';
