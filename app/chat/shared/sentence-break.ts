/**
 * Where one sentence ends and the next begins; a title's dot ("Ms. Nowak") or a degree's ("a B.S. in…") ends none, nor a
 * time's before its zone or the rest of its phrase ("9 a.m. Brasília time", "5 p.m. East Africa Time", "7 p.m. Eastern", "10 a.m. to 6 p.m."), though one before a new sentence does ("2 a.m. I still…").
 */
export const SENTENCE_BREAK =
  /(?<=[?!.])(?<!\b[ap]\.m\.(?=\s+(?:(?:\p{L}+ ){1,2}time\b|eastern|central|pacific|mountain|atlantic|to|until|till|through|and|or|on|at|in|from|every|each|daily|[-–—]|\(|(?:[ecmp][sd]?t|utc|gmt|cet|cest|ist|jst|sast|bst|wat|eat|brt|aest|nzst)\b)))(?<!\b(?:mr|ms|mrs|mx|dr|prof|e\.g|i\.e|vs|incl|approx|esp|b\.s|m\.s|b\.a|m\.a|b\.sc|m\.sc|ph\.d|b\.e|m\.e|b\.tech|m\.tech)\.)\s+/iu;
