// The board of the judged relevance set (issue 18): about two hundred jobs a real Indian board
// would hold, written as data so that queries.ts can grade them by key. Titles come in the
// spellings people post them in ("Front-End Developer", "Front End Engineer", "Fullstack
// Developer (MERN)", "SRE", "CFO"), next to jobs that share only some words ("Data Entry
// Operator", "Sales Analyst", "Nurse Educator", "Frontend Designer"). Jobs are spread over six
// Indian cities and London, some remote (WFH) and some hybrid. Posting ages are all different,
// so no ranking tie is ever broken by a random id.
import { placeUuid } from '../../../master/uuid.ts';

export type Place = { id: string; nm: string };
export type Location = { city: Place; state: Place; country: Place };

const place = (key: string, nm: string): Place => ({ id: placeUuid(key), nm });
const INDIA = place('IN', 'India');
const indian = (state: Place, key: string, nm: string): Location => ({ city: place(key, nm), state, country: INDIA });

/** The cities of the board, by the keys of the places dataset (server/master/geo.ts). */
export const CITIES = {
  pune: indian(place('IN-MH', 'Maharashtra'), 'IN-MH-pune', 'Pune'),
  mumbai: indian(place('IN-MH', 'Maharashtra'), 'IN-MH-mumbai', 'Mumbai'),
  bengaluru: indian(place('IN-KA', 'Karnataka'), 'IN-KA-bengaluru', 'Bengaluru'),
  delhi: indian(place('IN-DL', 'Delhi'), 'IN-DL-delhi', 'Delhi'),
  hyderabad: indian(place('IN-TG', 'Telangana'), 'IN-TG-hyderabad', 'Hyderabad'),
  chennai: indian(place('IN-TN', 'Tamil Nadu'), 'IN-TN-chennai', 'Chennai'),
  london: {
    city: place('GB-ENG-london', 'London'),
    state: place('GB-ENG', 'England'),
    country: place('GB', 'United Kingdom'),
  },
} satisfies Record<string, Location>;

export type City = keyof typeof CITIES;

export type BoardJob = {
  key: string;
  title: string;
  skills: string[];
  /** One or two plain sentences. */
  description: string;
  category: string;
  /** A city, or 'WFH' for a remote job. */
  where: City | 'WFH';
  /** An office job some days a week at home (workplace HYBRID). */
  hybrid: boolean;
  hoursAgo: number;
};

const isCity = (s: string): s is City => Object.hasOwn(CITIES, s);

/**
 * One category's jobs, a line each: `key | title | where | hours ago | skills, … | description`,
 * where is a city key, `wfh`, or `hybrid:<city>`.
 */
function section(category: string, lines: string): BoardJob[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [key, title, at, hours, skills, description, ...extra] = line.split('|').map((s) => s.trim());
      const city = at?.replace(/^hybrid:/, '') ?? '';
      if (!key || !title || !skills || !description || extra.length || !(at === 'wfh' || isCity(city)))
        throw new Error(`Bad board line: ${line}`);
      return {
        key,
        title,
        skills: skills.split(',').map((s) => s.trim()),
        description,
        category,
        where: at === 'wfh' ? 'WFH' : (city as City),
        hybrid: at?.startsWith('hybrid:') ?? false,
        hoursAgo: Number(hours),
      };
    });
}

export const BOARD: readonly BoardJob[] = [
  ...section(
    'IT & Software',
    `
    fe-eng-pune | Frontend Engineer | pune | 5 | React, TypeScript, CSS | Build the customer web app of our payments product with React and TypeScript.
    fe-dev-mumbai | Front-End Developer | mumbai | 30 | JavaScript, HTML, CSS | Turn designs into fast, accessible pages for our e-commerce storefront.
    fe-senior-react-blr | Senior Frontend Developer (React) | bengaluru | 12 | React, Redux, TypeScript | Lead the React codebase of a fintech dashboard and mentor two junior developers.
    fe-spaced-hyd | Front End Engineer | hyderabad | 70 | Angular, TypeScript, RxJS | Own the Angular screens of our hospital management platform.
    fe-lead-pune | Lead Front-end Engineer | hybrid:pune | 200 | React, Next.js, GraphQL | Set the direction of our frontend architecture and review the team's code.
    fe-intern-blr | Frontend Developer Intern | bengaluru | 90 | HTML, CSS, JavaScript | Six-month internship building internal tools with a senior mentor.
    ui-dev-chennai | UI Developer | chennai | 150 | HTML, CSS, JavaScript, jQuery | Build responsive web pages from Figma designs for banking clients.
    react-dev-wfh | React Developer | wfh | 8 | React, TypeScript, Jest | Fully remote role building a SaaS analytics product in React and TypeScript.
    angular-dev-delhi | Angular Developer | delhi | 320 | Angular, TypeScript | Maintain and extend the Angular portal of a logistics company.
    vue-dev-wfh | Vue.js Developer | wfh | 260 | Vue, JavaScript, Tailwind | Work from anywhere on the Vue front end of an online learning platform.
    js-dev-pune | JavaScript Developer | pune | 40 | JavaScript, Node.js, React | Write JavaScript across the browser and the Node.js services of a travel booking site.
    js-eng-wfh | JavaScript Engineer | wfh | 110 | JavaScript, TypeScript, Node.js | Remote position on a small team shipping browser extensions and Node.js tools.
    be-swe-blr | Backend Software Engineer | bengaluru | 20 | Java, Spring Boot, PostgreSQL | Design and build the services behind our lending platform.
    be-dev-pune | Back End Developer | pune | 60 | Node.js, Express, MongoDB | Build REST APIs and background jobs for a food delivery app.
    be-eng-hyd | Back-End Engineer (Go) | hyderabad | 130 | Go, Kafka, PostgreSQL | Write Go services that process millions of payment events a day.
    be-dev-mumbai | Backend Developer | mumbai | 15 | Python, Django, PostgreSQL | Build the Django backend of an early-stage startup's marketplace.
    be-senior-blr | Senior Backend Engineer | hybrid:bengaluru | 45 | Java, Microservices, AWS | Lead the design of microservices for a high-traffic retail platform.
    java-dev-chennai | Java Developer | chennai | 85 | Java, Spring Boot, Microservices, Kafka | Develop Spring Boot microservices for an insurance company's core systems.
    node-dev-wfh | Node.js Developer | wfh | 36 | Node.js, TypeScript, PostgreSQL | Remote backend role building APIs for a healthcare scheduling product.
    python-dev-delhi | Python Developer | delhi | 100 | Python, Django, Flask | Build web services and data pipelines in Python for a media company.
    fs-dev-pune | Full Stack Developer | pune | 25 | React, Node.js, MongoDB | Work on both the React front end and the Node.js back end of our CRM.
    fs-eng-wfh | Full-Stack Engineer | wfh | 50 | TypeScript, React, Node.js | Remote-first team; ship features end to end in TypeScript.
    fs-mern-blr | Fullstack Developer (MERN) | bengaluru | 140 | MongoDB, Express, React, Node.js | Build MERN stack features for an ed-tech startup.
    fs-java-hyd | Java Full Stack Developer | hyderabad | 75 | Java, Spring Boot, Angular | Develop Spring Boot services and Angular screens for a bank.
    fs-senior-chennai | Senior Full Stack Engineer | hybrid:chennai | 180 | Python, React, AWS | Own features across the stack for a logistics SaaS product.
    swe-blr | Software Engineer | bengaluru | 10 | Java, Python, Data Structures | Build and run large-scale systems in a product engineering team.
    sde-hyd | Software Development Engineer II | hyderabad | 55 | Java, AWS, Distributed Systems | Design distributed services for an online marketplace.
    swe-senior-wfh | Senior Software Developer | wfh | 95 | C#, .NET, Azure | Remote role modernising a .NET application for a US client.
    android-dev-pune | Android Developer | pune | 65 | Kotlin, Android, Jetpack Compose | Build our Android app used by a million shoppers.
    ios-dev-blr | iOS Developer | bengaluru | 120 | Swift, SwiftUI, iOS | Build and ship features in our iPhone banking app.
    rn-dev-mumbai | React Native Developer | mumbai | 210 | React Native, JavaScript, Redux | Build cross-platform mobile apps for a fitness brand.
    flutter-dev-chennai | Flutter Developer | chennai | 230 | Flutter, Dart, Firebase | Build Flutter apps for Android and iOS for retail clients.
    dotnet-dev-pune | .NET Developer | pune | 161 | C#, ASP.NET, SQL Server | Maintain ASP.NET web applications for a manufacturing group.
    php-dev-delhi | PHP Developer (Laravel) | delhi | 300 | PHP, Laravel, MySQL | Build Laravel web applications for agency clients.
    sfdc-dev-hyd | Salesforce Developer | hyderabad | 190 | Salesforce, Apex, Lightning | Customise Salesforce for a sales team of 400.
    embedded-blr | Embedded Software Engineer | bengaluru | 250 | C, C++, RTOS | Write firmware for electric vehicle battery controllers.
    wp-dev-wfh | WordPress Developer | wfh | 400 | WordPress, PHP, CSS | Work from home building WordPress sites for small businesses.
    qa-eng-pune | QA Engineer | pune | 18 | Manual Testing, Selenium, JIRA | Test web and mobile releases and write clear bug reports.
    qa-analyst-chennai | Quality Assurance Analyst | chennai | 44 | Test Cases, SQL, Regression Testing | Plan and run regression testing for a core banking system.
    qa-auto-blr | QA Automation Engineer (Selenium) | bengaluru | 80 | Selenium, Java, TestNG | Automate UI and API tests in Java and keep the suite green.
    sdet-hyd | Software Development Engineer in Test (SDET) | hyderabad | 145 | Java, REST Assured, CI/CD | Build test frameworks and quality gates for our delivery pipeline.
    test-eng-wfh | Software Test Engineer | wfh | 72 | Manual Testing, Postman, Agile | Remote tester for a SaaS product; write test plans and verify fixes.
    manual-tester-mumbai | Manual Tester | mumbai | 330 | Manual Testing, Test Cases | Test a mobile wallet app by hand before each release.
    sre-blr | Site Reliability Engineer | bengaluru | 28 | Kubernetes, Prometheus, Linux | Keep our payments platform reliable: on-call, SLOs and automation.
    sre-wfh | SRE | wfh | 88 | AWS, Terraform, Python | Remote SRE for a global SaaS; automate away toil and lead incident reviews.
    sre-senior-hyd | Senior Site Reliability Engineer (SRE) | hyderabad | 220 | Kubernetes, Go, GCP | Lead reliability engineering for a streaming service.
    devops-pune | DevOps Engineer | pune | 35 | AWS, Docker, Jenkins | Build CI/CD pipelines and manage AWS infrastructure.
    devops-wfh | DevOps Engineer (Kubernetes) | wfh | 115 | Kubernetes, Terraform, AWS | Remote role running Kubernetes clusters with Terraform on AWS.
    platform-blr | Platform Engineer | hybrid:bengaluru | 165 | Kubernetes, Go, Terraform | Build the internal developer platform our 300 engineers deploy on.
    cloud-chennai | Cloud Engineer (Azure) | chennai | 240 | Azure, PowerShell, Networking | Migrate on-premise workloads to Azure for enterprise clients.
    sysadmin-mumbai | Linux System Administrator | mumbai | 380 | Linux, Bash, VMware | Administer Linux servers and backups in our data centre.
    network-delhi | Network Engineer | delhi | 290 | Cisco, Routing, Firewalls | Run the network of a 2,000-person campus.
    helpdesk-chennai | IT Helpdesk Analyst | chennai | 205 | Windows, Active Directory, ITIL | First-line support for employees' laptops and accounts.
    `,
  ),
  ...section(
    'Data Science & Analytics',
    `
    ml-eng-blr | Machine Learning Engineer | bengaluru | 14 | Python, PyTorch, MLflow | Train and deploy models that rank products for millions of shoppers.
    mlops-pune | ML Ops Engineer | pune | 52 | Kubernetes, MLflow, Python | Build the pipelines that take our models from notebook to production.
    ml-eng-wfh | ML Engineer | wfh | 66 | Python, TensorFlow, AWS | Remote role building fraud detection models.
    ml-senior-hyd | Senior Machine Learning Engineer (NLP) | hyderabad | 125 | NLP, Python, Transformers | Lead the NLP models that automate our customer support.
    ml-cv-blr | Computer Vision Engineer | bengaluru | 310 | PyTorch, OpenCV, Deep Learning | Build computer vision models for retail shelf analytics.
    ai-eng-mumbai | AI Engineer | mumbai | 38 | Python, LLMs, LangChain | Build generative AI features on large language models.
    ml-research-blr | Machine Learning Research Scientist | hybrid:bengaluru | 350 | Deep Learning, PyTorch, Research | Publish and ship research on recommendation models.
    ds-pune | Data Scientist | pune | 22 | Python, Machine Learning, SQL | Build forecasting and churn models for a telecom operator.
    ds-senior-mumbai | Senior Data Scientist | mumbai | 105 | Python, Statistics, Machine Learning | Lead experimentation and pricing models at an insurance company.
    ds-wfh | Data Scientist (NLP) | wfh | 185 | NLP, Python, Machine Learning | Remote role building text classification models.
    da-pune | Data Analyst | pune | 16 | SQL, Excel, Power BI | Build dashboards and answer business questions with SQL.
    da-mumbai | Data Analyst | mumbai | 48 | SQL, Tableau, Python | Analyse customer data for a retail bank and report to leadership.
    da-junior-blr | Junior Data Analyst | bengaluru | 78 | Excel, SQL | Clean data and prepare weekly reports for the operations team.
    da-senior-hyd | Senior Data Analyst | hyderabad | 135 | SQL, Power BI, Tableau | Own the KPI dashboards of an e-commerce company.
    da-wfh | Data Analyst | wfh | 58 | SQL, Looker, Python | Remote analyst for a subscription business, working with product and marketing.
    de-blr | Data Engineer | bengaluru | 42 | Spark, Airflow, SQL | Build batch and streaming data pipelines.
    de-chennai | Big Data Engineer | chennai | 265 | Hadoop, Spark, Scala | Run Hadoop and Spark jobs for a telecom operator.
    bi-pune | Business Intelligence Analyst | pune | 98 | Power BI, SQL, DAX | Design Power BI reports for the finance and sales teams.
    ba-mumbai | Business Analyst | mumbai | 26 | Requirements, JIRA, SQL | Gather requirements and write user stories for a payments product.
    ba-it-pune | Business Analyst (IT) | pune | 112 | Requirements Gathering, UML, Agile | Work between clients and developers on an ERP rollout.
    ba-senior-blr | Senior Business Analyst | hybrid:bengaluru | 195 | Stakeholder Management, SQL, Agile | Lead the analysis of a lending product's new features.
    mis-delhi | MIS Executive | delhi | 170 | Excel, VLOOKUP, Reporting | Prepare daily MIS reports in Excel for the sales team.
    data-entry-pune | Data Entry Operator | pune | 32 | Typing, MS Office | Enter invoices and customer records accurately into our system.
    data-entry-wfh | Data Entry Executive | wfh | 82 | Typing, Excel | Work from home entering product data into spreadsheets.
    `,
  ),
  ...section(
    'Product & Project Management',
    `
    pm-blr | Product Manager | bengaluru | 19 | Product Strategy, Roadmaps, Analytics | Own the roadmap of our payments app with design and engineering.
    pm-hybrid-pune | Product Manager | hybrid:pune | 62 | Roadmaps, User Research, Agile | Lead a product squad for our B2B platform, three days a week in the office.
    pm-senior-wfh | Senior Product Manager | wfh | 102 | Product Strategy, Fintech, Payments | Remote role owning the payments and checkout experience.
    po-hyd | Product Owner | hyderabad | 142 | Scrum, Backlog Management, JIRA | Own the backlog of two scrum teams.
    apm-mumbai | Associate Product Manager | mumbai | 235 | Analytics, SQL, Wireframing | Early-career product role in a consumer app.
    gpm-delhi | Group Product Manager | hybrid:delhi | 285 | Product Strategy, Leadership | Lead three product managers across our lending products.
    proj-pune | Project Manager | pune | 34 | Project Planning, MS Project, Stakeholder Management | Deliver software projects for enterprise clients on time and on budget.
    proj-it-chennai | IT Project Manager | chennai | 118 | PMP, Agile, Risk Management | Run IT infrastructure projects for a hospital chain.
    proj-construction-delhi | Construction Project Manager | delhi | 206 | Site Management, AutoCAD, Budgeting | Manage a residential tower's construction from foundation to handover.
    program-blr | Program Manager | hybrid:bengaluru | 155 | Program Management, Stakeholder Management | Coordinate several engineering teams through a platform migration.
    scrum-pune | Scrum Master | pune | 245 | Scrum, Agile, JIRA | Coach two teams in Scrum and remove their blockers.
    proj-coord-hyd | Project Coordinator | hyderabad | 315 | MS Office, Scheduling | Track project plans, minutes and invoices for the delivery team.
    `,
  ),
  ...section(
    'Design',
    `
    ux-pune | UX Designer | pune | 24 | Figma, Wireframing, Prototyping | Design the flows of our insurance app, from research to prototypes.
    uiux-blr | UI/UX Designer | bengaluru | 46 | Figma, Adobe XD, Mobile Apps | Design mobile apps and design systems for startup clients.
    ux-research-wfh | User Experience Researcher | wfh | 84 | User Interviews, Usability Testing | Remote researcher planning interviews and usability tests.
    ux-senior-mumbai | Senior User Experience Designer | hybrid:mumbai | 136 | Figma, Design Systems, Accessibility | Lead design for a banking super-app.
    product-designer-blr | Product Designer | bengaluru | 68 | Figma, Interaction Design, Prototyping | End-to-end product design for a B2B SaaS tool.
    graphic-delhi | Graphic Designer | delhi | 54 | Photoshop, Illustrator, CorelDRAW | Create social media creatives and print material for brands.
    visual-chennai | Visual Designer | chennai | 198 | Illustrator, Branding, Typography | Design brand identities and campaign visuals.
    interaction-hyd | Interaction Designer | hyderabad | 258 | Figma, Motion Design | Design the micro-interactions and motion of a mobile app.
    ux-writer-wfh | UX Writer | wfh | 305 | Content Design, Microcopy | Remote role writing interface copy and help content.
    fe-designer-pune | Frontend Designer | pune | 148 | HTML, CSS, Figma | Design web pages in Figma and hand over clean HTML and CSS.
    interior-mumbai | Interior Designer | mumbai | 182 | AutoCAD, SketchUp, 3ds Max | Design residential interiors from concept to site supervision.
    fashion-delhi | Fashion Designer | delhi | 360 | Sketching, Textiles | Design seasonal collections for a women's wear label.
    `,
  ),
  ...section(
    'Finance & Accounting',
    `
    cfo-mumbai | Chief Financial Officer | mumbai | 74 | Financial Strategy, Fundraising, IFRS | Lead finance, treasury and investor relations for a listed company.
    cfo-blr | CFO | bengaluru | 160 | Fundraising, FP&A, Leadership | Head of finance for a Series C startup preparing for its IPO.
    fin-dir-pune | Finance Director | pune | 108 | FP&A, Controllership, Leadership | Lead the finance function of a manufacturing group's India business.
    vp-finance-delhi | VP Finance | delhi | 228 | Treasury, Budgeting, Audit | Run treasury, budgets and audits for a consumer brand.
    controller-hyd | Financial Controller | hyderabad | 196 | Controllership, Ind AS, Audit | Own the monthly close, the statutory audit and internal controls.
    fin-manager-chennai | Finance Manager | chennai | 86 | Budgeting, Tally, GST | Manage accounts, budgets and GST compliance for a hospital chain.
    accountant-pune | Accountant | pune | 11 | Tally, GST, Excel | Keep the books, file GST returns and reconcile bank statements.
    accountant-senior-mumbai | Senior Accountant | mumbai | 56 | Tally, GST, TDS | Own the general ledger and the monthly close.
    accountant-blr | Accountant | bengaluru | 64 | Tally, Excel, Accounts Payable | Handle day-to-day accounting for a restaurant group.
    ca-delhi | Chartered Accountant | delhi | 132 | Audit, Taxation, Ind AS | A qualified CA to lead statutory audits and tax filings.
    accounts-exec-hyd | Accounts Executive | hyderabad | 94 | Tally, Invoicing, GST | Raise invoices, record payments and help with GST returns.
    ap-chennai | Accounts Payable Specialist | chennai | 174 | SAP, Vendor Payments, Reconciliation | Process vendor invoices and payments.
    accountant-wfh | Staff Accountant (US GAAP) | wfh | 122 | US GAAP, QuickBooks, Reconciliation | Remote accountant closing the books of US clients.
    tax-mumbai | Tax Consultant | mumbai | 264 | Income Tax, GST, TDS | Advise clients on income tax and GST and file their returns.
    auditor-pune | Internal Auditor | pune | 282 | Internal Audit, Risk, Controls | Test controls and report on risks across our plants.
    bookkeeper-wfh | Bookkeeper | wfh | 146 | QuickBooks, Xero | Work from home keeping the books of small businesses.
    fin-analyst-blr | Financial Analyst | bengaluru | 92 | Financial Modelling, Excel | Build budgets, forecasts and variance reports.
    research-analyst-mumbai | Equity Research Analyst | mumbai | 340 | Valuation, Financial Modelling | Cover listed mid-cap companies and write research notes.
    `,
  ),
  ...section(
    'Human Resources',
    `
    hr-manager-pune | HR Manager | pune | 21 | Employee Relations, Payroll, Recruitment | Lead HR for a 500-person plant: hiring, payroll and employee relations.
    hr-manager-mumbai | Human Resources Manager | mumbai | 76 | HR Policies, Performance Management | Run HR operations and policies for our Mumbai offices.
    hr-manager-delhi | HR Manager | hybrid:delhi | 188 | HR Operations, Payroll | Run HR for a retail chain's north region, two days a week from home.
    hrbp-blr | Human Resources Business Partner | bengaluru | 59 | Talent Management, Employee Relations | Partner with engineering leaders on talent and organisation.
    hrbp-hyd | HR Business Partner | hyderabad | 154 | HRBP, Performance Management | Support the business heads of our Hyderabad campus.
    hr-exec-delhi | HR Executive | delhi | 41 | Recruitment, Onboarding, HRMS | Handle hiring, onboarding and employee records.
    hr-generalist-chennai | HR Generalist | chennai | 168 | Onboarding, Payroll, Compliance | Cover every HR task of a growing startup.
    recruiter-blr | Technical Recruiter | hybrid:bengaluru | 89 | Sourcing, LinkedIn Recruiter | Hire engineers and designers for our product teams.
    ta-wfh | Talent Acquisition Specialist | wfh | 128 | Sourcing, Interviewing | Remote recruiter for sales and support roles.
    hr-director-mumbai | Director of Human Resources | mumbai | 298 | HR Strategy, Leadership | Lead people strategy for 3,000 employees.
    hr-intern-pune | HR Intern | pune | 370 | MS Office, Communication | A three-month HR internship in hiring and engagement.
    payroll-blr | Payroll Executive | bengaluru | 212 | Payroll, PF, ESI | Run the monthly payroll of 800 employees.
    `,
  ),
  ...section(
    'Healthcare',
    `
    rn-mumbai | Registered Nurse | mumbai | 9 | Patient Care, BLS | Provide bedside care in a 300-bed multispecialty hospital.
    staff-nurse-icu-pune | Staff Nurse - ICU | pune | 27 | Critical Care, Ventilator Management | Care for ICU patients on rotating shifts.
    rn-night-blr | Registered Nurse (RN) - Night Shift | bengaluru | 63 | Patient Care, Medication Administration | Night shift ward nurse; a weekend allowance is paid.
    ot-nurse-delhi | OT Nurse | delhi | 117 | Operation Theatre, Sterilisation | Assist surgeons in the operation theatre.
    home-nurse-chennai | Home Care Nurse | chennai | 187 | Home Care, Elderly Care | Visit patients at home; weekend and night shifts available.
    nurse-educator-hyd | Nurse Educator | hyderabad | 207 | Clinical Training, Nursing | Train and assess the hospital's nursing staff.
    nursing-asst-pune | Nursing Assistant | pune | 233 | Patient Care, Vital Signs | Help nurses with patients' hygiene, feeding and vitals.
    nurse-manager-mumbai | Nurse Manager | mumbai | 327 | Nursing Administration, Rostering | Lead the nursing team of a surgical ward.
    gnm-hyd | GNM Staff Nurse | hyderabad | 97 | GNM, Patient Care | Staff nurse for the general ward of a private hospital.
    rn-london | Registered Nurse (Band 5) | london | 144 | NMC Registration, Acute Care | Band 5 nurse for an acute medical ward.
    pharmacist-pune | Pharmacist | pune | 33 | Dispensing, Drug Information | Dispense prescriptions and counsel patients at our pharmacy.
    pharmacist-hosp-mumbai | Hospital Pharmacist | mumbai | 103 | Clinical Pharmacy, Inventory | Clinical pharmacist in a tertiary care hospital.
    pharmacist-retail-blr | Retail Pharmacist | bengaluru | 159 | Dispensing, POS | Run a neighbourhood pharmacy counter.
    pharmacy-asst-chennai | Pharmacy Assistant | chennai | 247 | Inventory, Billing | Help the pharmacist with stock and billing.
    physician-hyd | General Physician | hyderabad | 133 | MBBS, OPD | Consult outpatients at a family clinic.
    lab-tech-pune | Lab Technician | pune | 253 | Phlebotomy, Pathology | Collect samples and run tests in a pathology lab.
    physio-blr | Physiotherapist | bengaluru | 113 | Rehabilitation, Sports Injuries | Treat sports injuries and patients after surgery.
    med-coder-wfh | Medical Coder | wfh | 173 | ICD-10, CPT | Work from home coding medical records for US hospitals.
    `,
  ),
  ...section(
    'Education & Training',
    `
    teacher-maths-pune | Mathematics Teacher | pune | 39 | CBSE, Mathematics | Teach maths to classes 8 to 10 at a CBSE school.
    teacher-primary-mumbai | Primary School Teacher | mumbai | 67 | Classroom Management, Phonics | Teach grade 2 at an international school.
    teacher-english-blr | English Teacher | bengaluru | 107 | English, Lesson Planning | Teach English to middle school students.
    tutor-wfh | Online English Teacher | wfh | 137 | Spoken English, Online Teaching | Teach spoken English online to adult learners.
    teacher-science-delhi | Science Teacher (TGT) | delhi | 177 | Physics, Chemistry, CBSE | Teach science to classes 6 to 10.
    teacher-chennai | Physics Teacher | chennai | 127 | Physics, CBSE | Teach physics to classes 11 and 12.
    professor-chennai | Assistant Professor - Computer Science | chennai | 217 | Teaching, Research | Teach undergraduate computer science courses.
    teaching-asst-hyd | Teaching Assistant | hyderabad | 257 | Classroom Support | Support the class teacher of a primary school.
    trainer-pune | Corporate Trainer | pune | 297 | Soft Skills, Training Delivery | Run soft-skills training for new hires.
    special-ed-mumbai | Special Educator | mumbai | 337 | Special Education, IEP | Support children with learning needs.
    `,
  ),
  ...section(
    'Sales & Business Development',
    `
    sales-mgr-delhi | Sales Manager | delhi | 17 | B2B Sales, Team Management | Lead a team of eight selling software to mid-size companies.
    sales-mgr-mumbai | Sales Manager | mumbai | 53 | Channel Sales, FMCG | Grow FMCG distribution across Mumbai's modern trade.
    asm-pune | Area Sales Manager | pune | 83 | FMCG, Distribution, Channel Sales | Manage the distributors and sales officers of the Pune region.
    rsm-hyd | Regional Sales Manager | hyderabad | 143 | Team Management, Key Accounts | Own the south region's sales target.
    sales-exec-blr | Sales Executive | bengaluru | 43 | Field Sales, Negotiation | Meet retailers and grow sales in north Bengaluru.
    bde-delhi | Business Development Executive | delhi | 73 | Lead Generation, Cold Calling | Find and win new corporate clients.
    bdm-wfh | Business Development Manager | wfh | 163 | B2B Sales, SaaS | Remote role opening new accounts in the Middle East.
    isr-wfh | Inside Sales Representative | wfh | 203 | Inside Sales, CRM | Work from home calling leads for an ed-tech company.
    kam-chennai | Key Account Manager | chennai | 243 | Key Accounts, Negotiation | Manage our largest hospital accounts.
    sales-coord-pune | Sales Coordinator | pune | 283 | MS Office, Order Processing | Process orders and support the sales team.
    sales-mgr-london | Sales Manager - UK & Europe | london | 323 | Enterprise Sales, SaaS | Build our enterprise sales in the UK and Europe.
    sales-analyst-mumbai | Sales Analyst | mumbai | 225 | Excel, Salesforce, Forecasting | Analyse sales data and build forecasts for the regional managers.
    med-rep-delhi | Medical Representative | delhi | 183 | Pharma Sales, Doctor Visits | Promote our pharmaceutical products to doctors in south Delhi.
    `,
  ),
  ...section(
    'Customer Support',
    `
    cs-exec-wfh | Customer Support Executive | wfh | 7 | Email Support, Chat Support, English | Work from home answering customers' emails and chats.
    cs-exec-pune | Customer Support Executive | pune | 47 | Voice Process, Hindi, English | Answer customer calls for a telecom brand in English and Hindi.
    csr-wfh | Customer Service Representative | wfh | 87 | Customer Service, Zendesk | Remote role resolving orders and refunds for an online store.
    care-hyd | Customer Care Executive (Voice) | hyderabad | 129 | Voice Process, Telugu, English | Handle inbound calls about a bank's credit cards.
    tech-support-blr | Technical Support Engineer | bengaluru | 167 | Troubleshooting, Linux, Networking | Solve customers' technical problems with our network devices.
    chat-support-wfh | Chat Support Associate | wfh | 208 | Chat Support, Typing | Work from home answering chats for a travel app.
    telecaller-delhi | Telecaller | delhi | 248 | Cold Calling, Hindi | Call leads for a loan company.
    csm-mumbai | Customer Success Manager | hybrid:mumbai | 287 | Account Management, SaaS | Help enterprise customers adopt our product.
    support-lead-chennai | Customer Support Team Lead | chennai | 328 | Team Leadership, Quality | Lead a team of 15 support executives.
    `,
  ),
  ...section(
    'Logistics & Warehouse',
    `
    truck-driver-pune | Truck Driver | pune | 13 | Heavy Vehicle Licence, Long Haul | Drive long haul routes between Pune and Bengaluru.
    truck-driver-delhi | Truck Driver (Heavy Vehicle) | delhi | 93 | Heavy Vehicle Licence | Deliver goods across north India; a heavy licence is required.
    delivery-driver-mumbai | Delivery Driver | mumbai | 29 | Driving Licence, Navigation | Deliver parcels across Mumbai in a company van.
    car-driver-blr | Car Driver | bengaluru | 149 | Driving Licence | Drive the company's executives around the city.
    forklift-chennai | Forklift Operator | chennai | 109 | Forklift, Warehouse Safety | Operate forklifts in our distribution centre; night shift available.
    wh-assoc-pune | Warehouse Associate | pune | 3 | Picking, Packing, Inventory | Pick, pack and ship orders in our fulfilment centre.
    wh-assoc-blr | Warehouse Associate | bengaluru | 71 | Loading, Inventory | Load, unload and count stock in a night shift team.
    wh-sup-hyd | Warehouse Supervisor | hyderabad | 131 | Team Supervision, WMS | Supervise 40 warehouse associates on the night shift.
    wh-mgr-delhi | Warehouse Manager | delhi | 191 | Warehouse Operations, SAP | Run a 200,000 square foot warehouse.
    picker-mumbai | Picker Packer | mumbai | 251 | Picking, Packing | Pick and pack e-commerce orders.
    logistics-chennai | Logistics Coordinator | chennai | 311 | Shipping, Documentation | Book shipments and track deliveries.
    fleet-pune | Fleet Manager | pune | 351 | Fleet Management, GPS Tracking | Manage a fleet of 120 trucks.
    delivery-exec-hyd | Delivery Executive | hyderabad | 37 | Two Wheeler, Navigation | Deliver food orders by bike.
    supply-analyst-blr | Supply Chain Analyst | bengaluru | 275 | SAP, Excel, Forecasting | Plan inventory and analyse supplier performance.
    `,
  ),
  ...section(
    'Marketing',
    `
    dm-pune | Digital Marketing Executive | pune | 57 | SEO, Google Ads, Social Media | Run paid campaigns and social media for a D2C brand.
    seo-wfh | SEO Specialist | wfh | 119 | SEO, Google Search Console | Remote role growing organic traffic.
    content-wfh | Content Writer | wfh | 31 | Copywriting, SEO, WordPress | Work from home writing blogs and landing pages.
    mkt-mgr-mumbai | Marketing Manager | mumbai | 157 | Brand Marketing, Campaigns | Plan brand campaigns and manage agencies.
    smm-delhi | Social Media Manager | delhi | 197 | Instagram, Content Strategy | Grow our Instagram and LinkedIn following.
    pmm-mumbai | Product Marketing Manager | mumbai | 126 | Positioning, Go-to-Market | Launch new features and write the positioning of a SaaS product.
    `,
  ),
  ...section(
    'Engineering & Manufacturing',
    `
    mech-eng-chennai | Mechanical Design Engineer | chennai | 77 | SolidWorks, GD&T | Design sheet metal parts for commercial vehicles.
    civil-hyd | Civil Site Engineer | hyderabad | 158 | AutoCAD, Site Execution | Supervise the construction of residential buildings.
    elec-eng-delhi | Electrical Engineer | delhi | 218 | Electrical Design, AutoCAD | Design power distribution for commercial buildings.
    electrician-pune | Electrician | pune | 138 | Electrical Wiring, Maintenance | Maintain the electrical systems of a factory.
    qc-inspector-pune | Quality Control Inspector | pune | 175 | ISO 9001, Measuring Instruments | Inspect machined parts on the shop floor against drawings.
    qa-pharma-hyd | Quality Assurance Executive (Pharma) | hyderabad | 270 | GMP, Documentation | Review batch records and GMP documentation at a tablet plant.
    `,
  ),
  ...section(
    'Administration & Services',
    `
    legal-mumbai | Legal Counsel | mumbai | 238 | Contracts, Compliance | Draft and negotiate commercial contracts.
    office-admin-pune | Office Administrator | pune | 277 | Administration, Vendor Management | Run the office, its facilities and vendors.
    reception-blr | Receptionist | bengaluru | 317 | Front Desk, Communication | Greet visitors and manage the front desk.
    chef-chennai | Commis Chef | chennai | 357 | Continental Cuisine, Food Safety | Prepare continental dishes in a hotel kitchen.
    security-hyd | Security Guard | hyderabad | 397 | Security, Patrolling | Guard a tech park on rotating shifts.
    ops-mgr-mumbai | Operations Manager | mumbai | 259 | Operations, P&L | Run the daily operations of a chain of clinics.
    store-mgr-blr | Retail Store Manager | bengaluru | 299 | Retail Operations, Team Management | Run a large-format electronics store.
    cashier-pune | Cashier | pune | 339 | Cash Handling, POS | Handle billing at a supermarket.
    `,
  ),
];
