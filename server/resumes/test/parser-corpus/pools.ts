// What the synthetic people are made of: names from several cultures with a country each (for
// the phone and the location), employers, titles, institutes, degrees, projects, certificates.

const list = (names: string) =>
  names
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean);

export type Country =
  'IN' | 'US' | 'UK' | 'ES' | 'CN' | 'JP' | 'KR' | 'NG' | 'AE' | 'DE' | 'PL' | 'TR' | 'VN' | 'FR' | 'NL' | 'SE';

export const PEOPLE: { name: string; country: Country }[] = [
  ...list('Priya Sharma | Arjun Mehta | Ananya Iyer | Rohan Deshpande | Kavya Nair | Vikram Reddy').map((name) => ({
    name,
    country: 'IN' as const,
  })),
  ...list("Emily Carter | James Whitfield | Liam O'Connor").map((name) => ({ name, country: 'US' as const })),
  ...list('Siobhán Murphy | Olivia Bennett').map((name) => ({ name, country: 'UK' as const })),
  ...list('José García | Lucía Martínez').map((name) => ({ name, country: 'ES' as const })),
  ...list('Wei Zhang | Li Na Chen').map((name) => ({ name, country: 'CN' as const })),
  ...list('Haruto Sato | Yuki Tanaka').map((name) => ({ name, country: 'JP' as const })),
  { name: 'Ji-woo Park', country: 'KR' },
  ...list('Chinedu Okafor | Ngozi Adeyemi | Oluwaseun Balogun').map((name) => ({ name, country: 'NG' as const })),
  ...list('Omar Haddad | Layla Al-Mansour').map((name) => ({ name, country: 'AE' as const })),
  ...list('Jürgen Müller | Lena Schmidt').map((name) => ({ name, country: 'DE' as const })),
  { name: 'Łukasz Kowalski', country: 'PL' },
  { name: 'Çağla Yılmaz', country: 'TR' },
  { name: 'Nguyen Thi Lan', country: 'VN' },
  { name: 'Amélie Dubois', country: 'FR' },
  { name: 'Daan van der Berg', country: 'NL' },
  { name: 'Søren Lindqvist', country: 'SE' },
];

/** Locations as printed, and phone numbers in the country's usual forms with the expected split. */
export const PLACES: Record<Country, string[]> = {
  IN: ['Pune, Maharashtra', 'Bengaluru, Karnataka', 'Hyderabad, Telangana', 'Chennai, Tamil Nadu'],
  US: ['Austin, TX', 'Seattle, WA', 'Boston, Massachusetts'],
  UK: ['London, United Kingdom', 'Manchester, UK'],
  ES: ['Madrid, Spain', 'Barcelona, Spain'],
  CN: ['Shanghai, China'],
  JP: ['Tokyo, Japan'],
  KR: ['Seoul, South Korea'],
  NG: ['Lagos, Nigeria'],
  AE: ['Dubai, UAE'],
  DE: ['Berlin, Germany', 'Munich, Germany'],
  PL: ['Warsaw, Poland'],
  TR: ['Istanbul, Turkey'],
  VN: ['Hanoi, Vietnam'],
  FR: ['Paris, France'],
  NL: ['Amsterdam, Netherlands'],
  SE: ['Stockholm, Sweden'],
};

export type PhoneForm = { printed: string; countryCode: string | null; mobNo: string };

/** Phone forms per country: [printed with a {n} digit template, dialling code or null]. */
export const PHONE_FORMS: Record<Country, [string, string | null][]> = {
  IN: [
    ['+91 98### #####', '+91'],
    ['+91-98###-#####', '+91'],
    ['+919#########', '+91'],
    ['98### #####', null],
  ],
  US: [
    ['(512) 555-0###', null],
    ['+1 512-555-0###', '+1'],
    ['512.555.0###', null],
  ],
  UK: [
    ['+44 7700 9#####', '+44'],
    ['+44 (0) 20 7946 0###', '+44'],
  ],
  ES: [['+34 612 ### ###', '+34']],
  CN: [['+86 138 #### ####', '+86']],
  JP: [['+81 90-####-####', '+81']],
  KR: [['+82 10-####-####', '+82']],
  NG: [['+234 803 ### ####', '+234']],
  AE: [['+971 50 ### ####', '+971']],
  DE: [['+49 30 ########', '+49']],
  PL: [['+48 512 ### ###', '+48']],
  TR: [['+90 532 ### ## ##', '+90']],
  VN: [['+84 91 ### ## ##', '+84']],
  FR: [['+33 6 ## ## ## ##', '+33']],
  NL: [['+31 6 ########', '+31']],
  SE: [['+46 70 ### ## ##', '+46']],
};

export const COMPANIES = list(`
  Infosys Limited | Tata Consultancy Services | Razorpay Software Pvt Ltd | Zoho Corporation | Freshworks Inc. |
  Globex Corporation | Initech | Northwind Traders | Contoso Ltd | Fabrikam Inc. | Umbrella Labs | Hooli |
  Stark Industries | Wayne Enterprises | Acme Analytics | Vandelay Industries | Cyberdyne Systems | Flipkart |
  Swiggy | Paystack | Andela | Mercari | Careem | Monzo Bank | Zalando SE | Allegro | Trendyol | Oscorp Technologies
`);

// The last few name no role the parser's title words know ('Scrum Master', 'Growth Hacker'), as
// real titles sometimes do: the parser must then go by the order printed.
export const TITLES = list(`
  Software Engineer | Senior Software Engineer | Backend Developer | Frontend Developer | Full Stack Developer |
  Data Analyst | Data Scientist | Machine Learning Engineer | DevOps Engineer | Site Reliability Engineer |
  Product Manager | Engineering Manager | QA Engineer | Business Analyst | UX Designer | Cloud Architect |
  Technical Lead | Software Development Intern | Mobile Developer | Data Engineer | Scrum Master |
  Growth Hacker | Actuary
`);

export const INSTITUTES: Record<Country, string[]> = {
  IN: [
    'Indian Institute of Technology Bombay',
    'College of Engineering Pune',
    'University of Mumbai',
    'Anna University',
    'Birla Institute of Technology and Science',
  ],
  US: ['Stanford University', 'University of Texas at Austin', 'Georgia Institute of Technology'],
  UK: ['University of Manchester', 'Imperial College London'],
  ES: ['Universidad Complutense de Madrid'],
  CN: ['Tsinghua University'],
  JP: ['Waseda University'],
  KR: ['Seoul National University'],
  NG: ['University of Lagos'],
  AE: ['American University of Sharjah'],
  DE: ['Technische Universität München'],
  PL: ['Warsaw University of Technology'],
  TR: ['Middle East Technical University'],
  VN: ['Hanoi University of Science and Technology'],
  FR: ['Université Paris-Saclay'],
  NL: ['Delft University of Technology'],
  SE: ['KTH Royal Institute of Technology'],
};

/** Degrees as [qualification, field of study]; the first is a bachelor's, the second a master's. */
export const DEGREES: { bachelor: [string, string][]; master: [string, string][] } = {
  bachelor: [
    ['B.Tech', 'Computer Science'],
    ['Bachelor of Science', 'Physics'],
    ['B.E.', 'Electronics and Telecommunication'],
    ['B.Sc', 'Mathematics'],
    ['Bachelor of Engineering', 'Mechanical Engineering'],
    ['Bachelor of Arts', 'Economics'],
  ],
  master: [
    ['M.Sc', 'Data Science'],
    ['MBA', 'Finance'],
    ['Master of Science', 'Computer Science'],
    ['M.Tech', 'Software Engineering'],
    ['PhD', 'Machine Learning'],
  ],
};

export const PROJECTS: { title: string; desc: string }[] = [
  { title: 'Expense Tracker', desc: 'A budgeting app that sorts bank transactions into categories with {skill}.' },
  { title: 'Realtime Chat Platform', desc: 'Group chat with presence and read receipts on {skill}.' },
  { title: 'Fraud Detection Model', desc: 'A model that flags card fraud from transaction features using {skill}.' },
  { title: 'Inventory Dashboard', desc: 'Stock levels and reorder alerts for three warehouses, built on {skill}.' },
  {
    title: 'Open Source Log Parser',
    desc: 'A command-line tool that turns server logs into searchable tables with {skill}.',
  },
  {
    title: 'Clinic Booking System',
    desc: 'Appointment booking with reminders for a small clinic, written in {skill}.',
  },
];

export const CERTIFICATES: { title: string; issuer: string }[] = [
  { title: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services' },
  { title: 'Certified Kubernetes Administrator', issuer: 'CNCF' },
  { title: 'Google Data Analytics Professional Certificate', issuer: 'Coursera' },
  { title: 'Professional Scrum Master I', issuer: 'Scrum.org' },
  { title: 'Microsoft Certified: Azure Fundamentals', issuer: 'Microsoft' },
  { title: 'Oracle Certified Professional, Java SE 11 Developer', issuer: 'Oracle' },
];

export const BULLETS = [
  'Built {thing} with {skill} and {skill2}, serving {n} users a day.',
  'Reduced {metric} by {pct}% by moving {thing} to {skill}.',
  'Led a team of {k} engineers that delivered {thing} on time.',
  'Automated the monthly reporting using {skill}, saving {h} hours a week.',
  'Designed the data model for {thing} and wrote its {skill} services.',
  'Mentored {k} new joiners and ran weekly code reviews.',
];

export const THINGS = list(`
  the payments gateway | the merchant dashboard | a recommendation service | the order pipeline |
  an internal analytics portal | the mobile checkout | a customer support bot | the billing platform
`);

export const METRICS = list('page load time | cloud costs | release lead time | error rates | report turnaround');
