// How the staff server pages write a moment, on the server (in UTC) and in the browser (in its zone): date, time and
// the zone's name, since a time without its zone is ambiguous to staff in different places.
export const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };
