/** When the office answers the phone and the door (Eastern time). */
export const officeHours: { days: string; hours: string }[] = [
  { days: 'Monday to Friday', hours: '8:00 AM to 5:00 PM' },
  { days: 'Saturday', hours: '9:00 AM to 1:00 PM' },
  { days: 'Sunday and holidays', hours: 'Closed' },
];
