/** Words the demo data is made of: Hyderabad-area localities, ventures, builders, people, services (with Telugu). */

/** Locality, its pincode and an approximate centre. */
export const localities = [
  { name: 'Gachibowli', pin: '500032', lat: 17.4401, lng: 78.3489 },
  { name: 'Kondapur', pin: '500084', lat: 17.46, lng: 78.357 },
  { name: 'Kokapet', pin: '500075', lat: 17.395, lng: 78.326 },
  { name: 'Narsingi', pin: '500075', lat: 17.3875, lng: 78.356 },
  { name: 'Financial District', pin: '500032', lat: 17.414, lng: 78.34 },
  { name: 'Manikonda', pin: '500089', lat: 17.405, lng: 78.387 },
  { name: 'Tellapur', pin: '502032', lat: 17.47, lng: 78.287 },
  { name: 'Kollur', pin: '502300', lat: 17.444, lng: 78.256 },
  { name: 'Mokila', pin: '501203', lat: 17.43, lng: 78.2 },
  { name: 'Shamshabad', pin: '501218', lat: 17.2403, lng: 78.4294 },
  { name: 'Tukkuguda', pin: '501359', lat: 17.205, lng: 78.475 },
  { name: 'Adibatla', pin: '501510', lat: 17.23, lng: 78.565 },
  { name: 'Maheshwaram', pin: '501359', lat: 17.133, lng: 78.433 },
  { name: 'Shadnagar', pin: '509216', lat: 17.071, lng: 78.204 },
  { name: 'Medchal', pin: '501401', lat: 17.6297, lng: 78.4814 },
  { name: 'Kompally', pin: '500014', lat: 17.536, lng: 78.484 },
  { name: 'Bachupally', pin: '500090', lat: 17.544, lng: 78.364 },
  { name: 'Miyapur', pin: '500049', lat: 17.496, lng: 78.353 },
  { name: 'Patancheru', pin: '502319', lat: 17.533, lng: 78.264 },
  { name: 'Ghatkesar', pin: '501301', lat: 17.45, lng: 78.685 },
] as const;

export const ventures = [
  'Sri Sai Enclave',
  'Green Meadows',
  'Lake View Residency',
  'Sunrise Valley',
  'Vasavi Nagar Layout',
  'Aditya Greens',
  'Lotus County',
  'Emerald Park',
  'Royal Palms',
  'Hill Crest Township',
  'Srinivasa Township',
  'Golden Acres',
  'Pearl City Phase 2',
  'Silver Oak Estates',
  'Deccan Heights',
  'Mango Grove Layout',
] as const;

export const builders = [
  'Sri Lakshmi Developers',
  'Godavari Infra Projects',
  'Krishna Constructions',
  'Sai Balaji Builders',
  'Deccan Homes',
  'Charminar Estates',
  'Golconda Infra',
  'Nizam Realty',
  'Vijaya Durga Housing',
  'Tirumala Constructions',
] as const;

export const amenities = [
  'Club House',
  'Swimming Pool',
  'Gym',
  "Children's Play Area",
  '24x7 Security',
  'CCTV Surveillance',
  'Gated Community',
  'Underground Drainage',
  'Blacktop Roads',
  'Avenue Plantation',
  'Power Backup',
  'Jogging Track',
  'Overhead Water Tank',
  'Community Hall',
  'Street Lights',
] as const;

export const highlights = [
  '5 min to Outer Ring Road',
  'Near Rajiv Gandhi International Airport',
  '10 min to Financial District',
  'Close to ISB and IIIT',
  'Near Neopolis',
  'Walking distance to schools',
  'Close to Pharma City',
  'Near the Metro station',
  'Next to the Regional Ring Road',
  'Close to Wonderla',
  'Near Apollo and Continental hospitals',
  'Close to the IT corridor',
] as const;

export const faqs = [
  { question: 'Is the layout approved?', answer: 'Yes, it has the approvals listed on this page.' },
  { question: 'Is a bank loan available?', answer: 'Yes, leading banks have approved the project for home loans.' },
  { question: 'When can I register the plot?', answer: 'Registration is possible within 30 days of the booking.' },
  { question: 'Is there a site visit?', answer: 'Free site visits run every day between 9 am and 6 pm.' },
  { question: 'Are there hidden charges?', answer: 'No. Registration and stamp duty are paid at government rates.' },
  { question: 'Is the water supply assured?', answer: 'Yes, through borewells and the overhead tank.' },
] as const;

export const propertyReviews = [
  'Wide roads and a very well maintained layout.',
  'Good connectivity to the ORR, prices are fair.',
  'The team explained every document clearly.',
  'Registration was smooth and quick.',
  'Peaceful area, good for building a family home.',
  'Rates have risen well since we bought here.',
  'Site visit was well organised, thanks to the team.',
] as const;

export const firstNames = [
  'Ravi', 'Sravani', 'Lakshmi', 'Venkatesh', 'Srinivas', 'Anjali', 'Priya', 'Kiran', 'Mahesh', 'Swathi',
  'Suresh', 'Divya', 'Harika', 'Praveen', 'Naveen', 'Keerthi', 'Rajesh', 'Sandeep', 'Madhavi', 'Bhargav',
  'Sai Teja', 'Pavani', 'Ramesh', 'Sunitha', 'Arjun', 'Vamsi', 'Meghana', 'Chaitanya', 'Aravind', 'Yamini',
] as const;

export const lastNames = [
  'Reddy', 'Rao', 'Naidu', 'Sharma', 'Goud', 'Varma', 'Chowdary', 'Kumar', 'Prasad', 'Yadav', 'Gupta', 'Murthy', 'Raju', 'Shetty',
] as const;

/** The services offered, in English and Telugu. */
export const serviceKinds = [
  { title: 'Land Survey', telugu: 'భూమి సర్వే', fee: 4500 },
  { title: 'Soil Testing', telugu: 'మట్టి పరీక్ష', fee: 6000 },
  { title: 'Legal Verification', telugu: 'న్యాయ పత్రాల పరిశీలన', fee: 8000 },
  { title: 'Encumbrance Certificate', telugu: 'ఋణభార ధృవీకరణ పత్రం', fee: 1500 },
  { title: 'Registration Assistance', telugu: 'రిజిస్ట్రేషన్ సహాయం', fee: 5000 },
  { title: 'Plot Fencing', telugu: 'ప్లాట్ చుట్టూ కంచె', fee: 25000 },
  { title: 'Boundary Stones', telugu: 'హద్దు రాళ్ల ఏర్పాటు', fee: 3500 },
  { title: 'Building Plan Approval', telugu: 'భవన ప్లాన్ అనుమతి', fee: 15000 },
  { title: 'Vastu Consultation', telugu: 'వాస్తు సలహా', fee: 2500 },
  { title: 'Property Valuation', telugu: 'ఆస్తి విలువ నిర్ధారణ', fee: 7000 },
  { title: 'Mutation', telugu: 'మ్యుటేషన్ (పేరు మార్పు)', fee: 4000 },
  { title: 'Borewell Drilling', telugu: 'బోరుబావి తవ్వకం', fee: 45000 },
  { title: 'Site Cleaning', telugu: 'స్థలం శుభ్రపరచడం', fee: 3000 },
  { title: 'Property Tax Payment', telugu: 'ఆస్తి పన్ను చెల్లింపు', fee: 1000 },
  { title: 'Home Loan Assistance', telugu: 'గృహ రుణ సహాయం', fee: 2000 },
  { title: 'Construction Estimate', telugu: 'నిర్మాణ వ్యయ అంచనా', fee: 5500 },
  { title: 'Drone Survey', telugu: 'డ్రోన్ సర్వే', fee: 12000 },
  { title: 'Plot Monitoring', telugu: 'ప్లాట్ పర్యవేక్షణ', fee: 3600 },
] as const;

export const servicePackages = [
  { name: 'Basic', telugu: 'ప్రాథమిక', factor: 1 },
  { name: 'Standard', telugu: 'ప్రామాణిక', factor: 1.5 },
  { name: 'Premium', telugu: 'ప్రీమియం', factor: 2.2 },
] as const;

export const serviceRegions = [
  { name: 'West Hyderabad', telugu: 'పశ్చిమ హైదరాబాద్' },
  { name: 'South Hyderabad', telugu: 'దక్షిణ హైదరాబాద్' },
] as const;

export const serviceHighlights = [
  { en: 'Experienced, licensed professionals', te: 'అనుభవజ్ఞులైన నిపుణులు' },
  { en: 'Report within 48 hours', te: '48 గంటల్లో నివేదిక' },
  { en: 'Doorstep service', te: 'ఇంటి వద్దకే సేవ' },
  { en: 'Transparent pricing', te: 'పారదర్శక ధరలు' },
  { en: 'Digital copy of every document', te: 'ప్రతి పత్రం డిజిటల్ కాపీ' },
  { en: 'Support in Telugu and English', te: 'తెలుగు మరియు ఇంగ్లీష్‌లో సహాయం' },
] as const;
