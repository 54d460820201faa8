// Places a resume's location line names: states, provinces and countries to recognise 'City, Region',
// and big cities on their own. A lookup, not a gazetteer: the candidate picks the city in the form.

const list = (names: string) => names.split('|').map((n) => n.trim());

const REGIONS = list(`
  andhra pradesh | arunachal pradesh | assam | bihar | chhattisgarh | goa | gujarat | haryana |
  himachal pradesh | jharkhand | karnataka | kerala | madhya pradesh | maharashtra | manipur |
  meghalaya | mizoram | nagaland | odisha | punjab | rajasthan | sikkim | tamil nadu | telangana |
  tripura | uttar pradesh | uttarakhand | west bengal | delhi | new delhi | ncr | jammu and kashmir |
  alabama | alaska | arizona | arkansas | california | colorado | connecticut | delaware | florida |
  georgia | hawaii | idaho | illinois | indiana | iowa | kansas | kentucky | louisiana | maine |
  maryland | massachusetts | michigan | minnesota | mississippi | missouri | montana | nebraska |
  nevada | new hampshire | new jersey | new mexico | new york | north carolina | north dakota | ohio |
  oklahoma | oregon | pennsylvania | rhode island | south carolina | south dakota | tennessee | texas |
  utah | vermont | virginia | washington | west virginia | wisconsin | wyoming | district of columbia |
  al | ak | az | ar | ca | co | ct | de | fl | ga | hi | id | il | in | ia | ks | ky | la | me | md |
  ma | mi | mn | ms | mo | mt | ne | nv | nh | nj | nm | ny | nc | nd | oh | ok | or | pa | ri | sc |
  sd | tn | tx | ut | vt | va | wa | wv | wi | wy | dc | ontario | quebec | british columbia | alberta |
  manitoba | saskatchewan | nova scotia | on | qc | bc | ab | new south wales | victoria | queensland |
  western australia | tasmania | nsw | vic | qld | england | scotland | wales | northern ireland
`);

const COUNTRIES = list(`
  india | united states | united states of america | usa | us | u.s. | u.s.a. | united kingdom | uk |
  u.k. | great britain | ireland | canada | australia | new zealand | germany | france | spain |
  portugal | italy | netherlands | the netherlands | belgium | switzerland | austria | sweden | norway |
  denmark | finland | poland | czech republic | czechia | hungary | romania | greece | turkey |
  türkiye | israel | united arab emirates | uae | saudi arabia | qatar | egypt | nigeria | kenya |
  ghana | south africa | ethiopia | morocco | pakistan | bangladesh | sri lanka | nepal | china |
  japan | south korea | korea | taiwan | hong kong | singapore | malaysia | indonesia | philippines |
  vietnam | viet nam | thailand | brazil | mexico | argentina | chile | colombia | peru | russia |
  ukraine
`);

const CITIES = list(`
  mumbai | pune | bengaluru | bangalore | hyderabad | chennai | kolkata | delhi | new delhi | gurugram |
  gurgaon | noida | ahmedabad | jaipur | kochi | indore | chandigarh | lucknow | new york |
  san francisco | seattle | austin | boston | chicago | los angeles | denver | atlanta | london |
  manchester | edinburgh | dublin | toronto | vancouver | montreal | sydney | melbourne | berlin |
  munich | hamburg | paris | madrid | barcelona | lisbon | amsterdam | zurich | zürich | vienna |
  stockholm | warsaw | kraków | krakow | istanbul | dubai | abu dhabi | riyadh | doha | cairo | lagos |
  abuja | nairobi | accra | cape town | johannesburg | karachi | lahore | dhaka | colombo | kathmandu |
  beijing | shanghai | shenzhen | tokyo | osaka | seoul | taipei | singapore | kuala lumpur | jakarta |
  manila | hanoi | ho chi minh city | bangkok | são paulo | sao paulo | mexico city | buenos aires |
  santiago | bogotá | bogota | lima
`);

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const REGION_SET = new Set([...REGIONS, ...COUNTRIES]);
const CITY_SET = new Set(CITIES);

export const isRegionOrCountry = (s: string) => REGION_SET.has(fold(s).replace(/\.$/, '')) || REGION_SET.has(fold(s));
export const isCity = (s: string) => CITY_SET.has(fold(s));

/** 'Pune, Maharashtra', 'Austin, TX', 'London, United Kingdom', 'Pune, Maharashtra, India', or a big city. */
export function isPlace(text: string): boolean {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length === 1) return isCity(parts[0] ?? '') || isRegionOrCountry(parts[0] ?? '');
  const [city = '', ...rest] = parts;
  const cityLike = /^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3}$/u.test(city) || isCity(city);
  return parts.length <= 3 && cityLike && rest.every((r) => isRegionOrCountry(r.replace(/\s*\d[\d\s-]*$/, '')));
}
