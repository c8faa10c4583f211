// Passwords refused at registration, reset and change: the most common ones
// in public breach lists (global top lists plus Portuguese-language ones, for
// our users in Angola and beyond). Compared lowercased.
const LIST = `
123456 123456789 12345678 password qwerty 12345 1234567 111111 1234567890 123123
abc123 1234 password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine
princess letmein 654321 monkey 27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl
football baseball welcome admin admin123 administrator login master hello hello123
freedom whatever qazwsx trustno1 passw0rd password123 password12 p@ssw0rd p@ssword
starwars shadow michael jennifer 666666 121212 7777777 888888 987654321 123qwe
charlie aa123456 donald bailey access flower hottie loveme 555555 696969
mustang batman jordan23 harley ranger buster soccer hockey killer george
computer michelle jessica pepper 11111111 131313 thomas tigger robert summer
internet secret asdfgh asdf1234 asdfasdf qwe123 q1w2e3r4 q1w2e3r4t5 1q2w3e 1q2w3e4r5t
zxcvbnm zxcvbn 112233 159753 147258369 123654 987654 456789 789456 11223344
changeme default guest test123 testing test1234 demo123 user123 root123
senha senha123 senha1234 senha12345 minhasenha mudar123 mudarsenha acesso
brasil brasil123 portugal benfica benfica123 sporting porto123 flamengo
corinthians palmeiras saopaulo vasco123 gremio internacional futebol
angola angola123 angola2024 angola2025 angola2026 luanda luanda123 namibia
windhoek southafrica joburg capetown africa africa123 kwanza
amor amor123 teamo teamo123 meuamor familia jesus jesus123 deus123 deusefiel
gabriel lucas mateus rafael beatriz juliana fernanda carolina amanda
abcdef abcdefg abcdefgh abcd1234 a123456 a12345 qwerty1 qwerty12 qwertz
iloveu iloveyou1 lovely loveyou 1234qwer 12341234 123412 121314 101010 202020
qweasd qweasdzxc asd123 zxc123 pokemon naruto minecraft fortnite
samsung iphone google facebook instagram whatsapp ponte ponte123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
