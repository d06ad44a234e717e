/** Spec §9 support constants, as the public pages show them. Messages from the contact form go
 * to the SUPPORT_EMAIL setting; this is the address published on the site. */
export const publicSupportEmail = "soporte@hogaria.app";
