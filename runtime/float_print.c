/*
 * Shortest round-trip printing of Float64/Float32 in Julia's format.
 * See float_print.h for the output rules.
 *
 * Digit selection.  A finite positive float is v = c * 2^q.  Every real in its
 * rounding interval [vl, vr] (closed when c is even, open when odd, because
 * round-to-nearest-even breaks the boundary tie toward the even significand)
 * reads back as v.  We want the decimal in that interval with the fewest
 * significant digits, and among those the one nearest to v (ties: even digit).
 * This is exactly what Julia's Ryu port produces.
 *
 * Pick k = floor(log10(vr - vl)).  Then the interval is at least 10^k wide but
 * narrower than 10^(k+1), so in units of 10^k:
 *   - at most one multiple of 10 lies inside; if one does, it (with trailing
 *     zeros removed) is the unique shortest answer;
 *   - otherwise floor(v) or floor(v)+1 lies inside, and the shortest answer is
 *     whichever of them is inside, or the nearer one if both are.
 * So every decision is a comparison of vl, v or vr (scaled by 10^-k) against an
 * integer or half-integer.  The scaled values are computed as 64.64 fixed point
 * from a 128-bit approximation of 10^-k.  That approximation has a known, tiny
 * error, so almost every comparison is decided on the spot.  The ones that fall
 * inside the error band are settled exactly: by a 128-bit integer comparison
 * for 1 <= k <= 27 (large round numbers such as 1e22 land there), otherwise by
 * a small big-integer comparison (never observed on 10^7 random doubles, but
 * it keeps the result exact without any number-theoretic argument).
 * Correctness thus rests only on the error bound stated at scale().
 *
 * Everything except the three public entry points is static, and the tables
 * are static const, so -ffunction-sections/-fdata-sections builds drop them
 * along with the callers when unused.
 */
#include "float_print.h"
#include "jlrt.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

__extension__ typedef unsigned __int128 u128;

/* pow10_g[e - POW10_EMIN] = floor(10^e * 2^s) with s chosen so that the value
 * lies in [2^127, 2^128), i.e. s = 127 - floor(log2(10^e)).  Stored high word
 * first.  The entries are exact (no rounding) exactly for 0 <= e <= 55, where
 * 5^e still fits in 128 bits.  Generated with Python's big integers. */
#define POW10_EMIN (-292)
#define POW10_EMAX 324
#define POW10_EXACT_MAX 55

static const uint64_t pow10_g[POW10_EMAX - POW10_EMIN + 1][2] = {
    {0xff77b1fcbebcdc4fu, 0x25e8e89c13bb0f7au}, /* 10^-292 */
    {0x9faacf3df73609b1u, 0x77b191618c54e9acu}, /* 10^-291 */
    {0xc795830d75038c1du, 0xd59df5b9ef6a2417u}, /* 10^-290 */
    {0xf97ae3d0d2446f25u, 0x4b0573286b44ad1du}, /* 10^-289 */
    {0x9becce62836ac577u, 0x4ee367f9430aec32u}, /* 10^-288 */
    {0xc2e801fb244576d5u, 0x229c41f793cda73fu}, /* 10^-287 */
    {0xf3a20279ed56d48au, 0x6b43527578c1110fu}, /* 10^-286 */
    {0x9845418c345644d6u, 0x830a13896b78aaa9u}, /* 10^-285 */
    {0xbe5691ef416bd60cu, 0x23cc986bc656d553u}, /* 10^-284 */
    {0xedec366b11c6cb8fu, 0x2cbfbe86b7ec8aa8u}, /* 10^-283 */
    {0x94b3a202eb1c3f39u, 0x7bf7d71432f3d6a9u}, /* 10^-282 */
    {0xb9e08a83a5e34f07u, 0xdaf5ccd93fb0cc53u}, /* 10^-281 */
    {0xe858ad248f5c22c9u, 0xd1b3400f8f9cff68u}, /* 10^-280 */
    {0x91376c36d99995beu, 0x23100809b9c21fa1u}, /* 10^-279 */
    {0xb58547448ffffb2du, 0xabd40a0c2832a78au}, /* 10^-278 */
    {0xe2e69915b3fff9f9u, 0x16c90c8f323f516cu}, /* 10^-277 */
    {0x8dd01fad907ffc3bu, 0xae3da7d97f6792e3u}, /* 10^-276 */
    {0xb1442798f49ffb4au, 0x99cd11cfdf41779cu}, /* 10^-275 */
    {0xdd95317f31c7fa1du, 0x40405643d711d583u}, /* 10^-274 */
    {0x8a7d3eef7f1cfc52u, 0x482835ea666b2572u}, /* 10^-273 */
    {0xad1c8eab5ee43b66u, 0xda3243650005eecfu}, /* 10^-272 */
    {0xd863b256369d4a40u, 0x90bed43e40076a82u}, /* 10^-271 */
    {0x873e4f75e2224e68u, 0x5a7744a6e804a291u}, /* 10^-270 */
    {0xa90de3535aaae202u, 0x711515d0a205cb36u}, /* 10^-269 */
    {0xd3515c2831559a83u, 0x0d5a5b44ca873e03u}, /* 10^-268 */
    {0x8412d9991ed58091u, 0xe858790afe9486c2u}, /* 10^-267 */
    {0xa5178fff668ae0b6u, 0x626e974dbe39a872u}, /* 10^-266 */
    {0xce5d73ff402d98e3u, 0xfb0a3d212dc8128fu}, /* 10^-265 */
    {0x80fa687f881c7f8eu, 0x7ce66634bc9d0b99u}, /* 10^-264 */
    {0xa139029f6a239f72u, 0x1c1fffc1ebc44e80u}, /* 10^-263 */
    {0xc987434744ac874eu, 0xa327ffb266b56220u}, /* 10^-262 */
    {0xfbe9141915d7a922u, 0x4bf1ff9f0062baa8u}, /* 10^-261 */
    {0x9d71ac8fada6c9b5u, 0x6f773fc3603db4a9u}, /* 10^-260 */
    {0xc4ce17b399107c22u, 0xcb550fb4384d21d3u}, /* 10^-259 */
    {0xf6019da07f549b2bu, 0x7e2a53a146606a48u}, /* 10^-258 */
    {0x99c102844f94e0fbu, 0x2eda7444cbfc426du}, /* 10^-257 */
    {0xc0314325637a1939u, 0xfa911155fefb5308u}, /* 10^-256 */
    {0xf03d93eebc589f88u, 0x793555ab7eba27cau}, /* 10^-255 */
    {0x96267c7535b763b5u, 0x4bc1558b2f3458deu}, /* 10^-254 */
    {0xbbb01b9283253ca2u, 0x9eb1aaedfb016f16u}, /* 10^-253 */
    {0xea9c227723ee8bcbu, 0x465e15a979c1cadcu}, /* 10^-252 */
    {0x92a1958a7675175fu, 0x0bfacd89ec191ec9u}, /* 10^-251 */
    {0xb749faed14125d36u, 0xcef980ec671f667bu}, /* 10^-250 */
    {0xe51c79a85916f484u, 0x82b7e12780e7401au}, /* 10^-249 */
    {0x8f31cc0937ae58d2u, 0xd1b2ecb8b0908810u}, /* 10^-248 */
    {0xb2fe3f0b8599ef07u, 0x861fa7e6dcb4aa15u}, /* 10^-247 */
    {0xdfbdcece67006ac9u, 0x67a791e093e1d49au}, /* 10^-246 */
    {0x8bd6a141006042bdu, 0xe0c8bb2c5c6d24e0u}, /* 10^-245 */
    {0xaecc49914078536du, 0x58fae9f773886e18u}, /* 10^-244 */
    {0xda7f5bf590966848u, 0xaf39a475506a899eu}, /* 10^-243 */
    {0x888f99797a5e012du, 0x6d8406c952429603u}, /* 10^-242 */
    {0xaab37fd7d8f58178u, 0xc8e5087ba6d33b83u}, /* 10^-241 */
    {0xd5605fcdcf32e1d6u, 0xfb1e4a9a90880a64u}, /* 10^-240 */
    {0x855c3be0a17fcd26u, 0x5cf2eea09a55067fu}, /* 10^-239 */
    {0xa6b34ad8c9dfc06fu, 0xf42faa48c0ea481eu}, /* 10^-238 */
    {0xd0601d8efc57b08bu, 0xf13b94daf124da26u}, /* 10^-237 */
    {0x823c12795db6ce57u, 0x76c53d08d6b70858u}, /* 10^-236 */
    {0xa2cb1717b52481edu, 0x54768c4b0c64ca6eu}, /* 10^-235 */
    {0xcb7ddcdda26da268u, 0xa9942f5dcf7dfd09u}, /* 10^-234 */
    {0xfe5d54150b090b02u, 0xd3f93b35435d7c4cu}, /* 10^-233 */
    {0x9efa548d26e5a6e1u, 0xc47bc5014a1a6dafu}, /* 10^-232 */
    {0xc6b8e9b0709f109au, 0x359ab6419ca1091bu}, /* 10^-231 */
    {0xf867241c8cc6d4c0u, 0xc30163d203c94b62u}, /* 10^-230 */
    {0x9b407691d7fc44f8u, 0x79e0de63425dcf1du}, /* 10^-229 */
    {0xc21094364dfb5636u, 0x985915fc12f542e4u}, /* 10^-228 */
    {0xf294b943e17a2bc4u, 0x3e6f5b7b17b2939du}, /* 10^-227 */
    {0x979cf3ca6cec5b5au, 0xa705992ceecf9c42u}, /* 10^-226 */
    {0xbd8430bd08277231u, 0x50c6ff782a838353u}, /* 10^-225 */
    {0xece53cec4a314ebdu, 0xa4f8bf5635246428u}, /* 10^-224 */
    {0x940f4613ae5ed136u, 0x871b7795e136be99u}, /* 10^-223 */
    {0xb913179899f68584u, 0x28e2557b59846e3fu}, /* 10^-222 */
    {0xe757dd7ec07426e5u, 0x331aeada2fe589cfu}, /* 10^-221 */
    {0x9096ea6f3848984fu, 0x3ff0d2c85def7621u}, /* 10^-220 */
    {0xb4bca50b065abe63u, 0x0fed077a756b53a9u}, /* 10^-219 */
    {0xe1ebce4dc7f16dfbu, 0xd3e8495912c62894u}, /* 10^-218 */
    {0x8d3360f09cf6e4bdu, 0x64712dd7abbbd95cu}, /* 10^-217 */
    {0xb080392cc4349decu, 0xbd8d794d96aacfb3u}, /* 10^-216 */
    {0xdca04777f541c567u, 0xecf0d7a0fc5583a0u}, /* 10^-215 */
    {0x89e42caaf9491b60u, 0xf41686c49db57244u}, /* 10^-214 */
    {0xac5d37d5b79b6239u, 0x311c2875c522ced5u}, /* 10^-213 */
    {0xd77485cb25823ac7u, 0x7d633293366b828bu}, /* 10^-212 */
    {0x86a8d39ef77164bcu, 0xae5dff9c02033197u}, /* 10^-211 */
    {0xa8530886b54dbdebu, 0xd9f57f830283fdfcu}, /* 10^-210 */
    {0xd267caa862a12d66u, 0xd072df63c324fd7bu}, /* 10^-209 */
    {0x8380dea93da4bc60u, 0x4247cb9e59f71e6du}, /* 10^-208 */
    {0xa46116538d0deb78u, 0x52d9be85f074e608u}, /* 10^-207 */
    {0xcd795be870516656u, 0x67902e276c921f8bu}, /* 10^-206 */
    {0x806bd9714632dff6u, 0x00ba1cd8a3db53b6u}, /* 10^-205 */
    {0xa086cfcd97bf97f3u, 0x80e8a40eccd228a4u}, /* 10^-204 */
    {0xc8a883c0fdaf7df0u, 0x6122cd128006b2cdu}, /* 10^-203 */
    {0xfad2a4b13d1b5d6cu, 0x796b805720085f81u}, /* 10^-202 */
    {0x9cc3a6eec6311a63u, 0xcbe3303674053bb0u}, /* 10^-201 */
    {0xc3f490aa77bd60fcu, 0xbedbfc4411068a9cu}, /* 10^-200 */
    {0xf4f1b4d515acb93bu, 0xee92fb5515482d44u}, /* 10^-199 */
    {0x991711052d8bf3c5u, 0x751bdd152d4d1c4au}, /* 10^-198 */
    {0xbf5cd54678eef0b6u, 0xd262d45a78a0635du}, /* 10^-197 */
    {0xef340a98172aace4u, 0x86fb897116c87c34u}, /* 10^-196 */
    {0x9580869f0e7aac0eu, 0xd45d35e6ae3d4da0u}, /* 10^-195 */
    {0xbae0a846d2195712u, 0x8974836059cca109u}, /* 10^-194 */
    {0xe998d258869facd7u, 0x2bd1a438703fc94bu}, /* 10^-193 */
    {0x91ff83775423cc06u, 0x7b6306a34627ddcfu}, /* 10^-192 */
    {0xb67f6455292cbf08u, 0x1a3bc84c17b1d542u}, /* 10^-191 */
    {0xe41f3d6a7377eecau, 0x20caba5f1d9e4a93u}, /* 10^-190 */
    {0x8e938662882af53eu, 0x547eb47b7282ee9cu}, /* 10^-189 */
    {0xb23867fb2a35b28du, 0xe99e619a4f23aa43u}, /* 10^-188 */
    {0xdec681f9f4c31f31u, 0x6405fa00e2ec94d4u}, /* 10^-187 */
    {0x8b3c113c38f9f37eu, 0xde83bc408dd3dd04u}, /* 10^-186 */
    {0xae0b158b4738705eu, 0x9624ab50b148d445u}, /* 10^-185 */
    {0xd98ddaee19068c76u, 0x3badd624dd9b0957u}, /* 10^-184 */
    {0x87f8a8d4cfa417c9u, 0xe54ca5d70a80e5d6u}, /* 10^-183 */
    {0xa9f6d30a038d1dbcu, 0x5e9fcf4ccd211f4cu}, /* 10^-182 */
    {0xd47487cc8470652bu, 0x7647c3200069671fu}, /* 10^-181 */
    {0x84c8d4dfd2c63f3bu, 0x29ecd9f40041e073u}, /* 10^-180 */
    {0xa5fb0a17c777cf09u, 0xf468107100525890u}, /* 10^-179 */
    {0xcf79cc9db955c2ccu, 0x7182148d4066eeb4u}, /* 10^-178 */
    {0x81ac1fe293d599bfu, 0xc6f14cd848405530u}, /* 10^-177 */
    {0xa21727db38cb002fu, 0xb8ada00e5a506a7cu}, /* 10^-176 */
    {0xca9cf1d206fdc03bu, 0xa6d90811f0e4851cu}, /* 10^-175 */
    {0xfd442e4688bd304au, 0x908f4a166d1da663u}, /* 10^-174 */
    {0x9e4a9cec15763e2eu, 0x9a598e4e043287feu}, /* 10^-173 */
    {0xc5dd44271ad3cdbau, 0x40eff1e1853f29fdu}, /* 10^-172 */
    {0xf7549530e188c128u, 0xd12bee59e68ef47cu}, /* 10^-171 */
    {0x9a94dd3e8cf578b9u, 0x82bb74f8301958ceu}, /* 10^-170 */
    {0xc13a148e3032d6e7u, 0xe36a52363c1faf01u}, /* 10^-169 */
    {0xf18899b1bc3f8ca1u, 0xdc44e6c3cb279ac1u}, /* 10^-168 */
    {0x96f5600f15a7b7e5u, 0x29ab103a5ef8c0b9u}, /* 10^-167 */
    {0xbcb2b812db11a5deu, 0x7415d448f6b6f0e7u}, /* 10^-166 */
    {0xebdf661791d60f56u, 0x111b495b3464ad21u}, /* 10^-165 */
    {0x936b9fcebb25c995u, 0xcab10dd900beec34u}, /* 10^-164 */
    {0xb84687c269ef3bfbu, 0x3d5d514f40eea742u}, /* 10^-163 */
    {0xe65829b3046b0afau, 0x0cb4a5a3112a5112u}, /* 10^-162 */
    {0x8ff71a0fe2c2e6dcu, 0x47f0e785eaba72abu}, /* 10^-161 */
    {0xb3f4e093db73a093u, 0x59ed216765690f56u}, /* 10^-160 */
    {0xe0f218b8d25088b8u, 0x306869c13ec3532cu}, /* 10^-159 */
    {0x8c974f7383725573u, 0x1e414218c73a13fbu}, /* 10^-158 */
    {0xafbd2350644eeacfu, 0xe5d1929ef90898fau}, /* 10^-157 */
    {0xdbac6c247d62a583u, 0xdf45f746b74abf39u}, /* 10^-156 */
    {0x894bc396ce5da772u, 0x6b8bba8c328eb783u}, /* 10^-155 */
    {0xab9eb47c81f5114fu, 0x066ea92f3f326564u}, /* 10^-154 */
    {0xd686619ba27255a2u, 0xc80a537b0efefebdu}, /* 10^-153 */
    {0x8613fd0145877585u, 0xbd06742ce95f5f36u}, /* 10^-152 */
    {0xa798fc4196e952e7u, 0x2c48113823b73704u}, /* 10^-151 */
    {0xd17f3b51fca3a7a0u, 0xf75a15862ca504c5u}, /* 10^-150 */
    {0x82ef85133de648c4u, 0x9a984d73dbe722fbu}, /* 10^-149 */
    {0xa3ab66580d5fdaf5u, 0xc13e60d0d2e0ebbau}, /* 10^-148 */
    {0xcc963fee10b7d1b3u, 0x318df905079926a8u}, /* 10^-147 */
    {0xffbbcfe994e5c61fu, 0xfdf17746497f7052u}, /* 10^-146 */
    {0x9fd561f1fd0f9bd3u, 0xfeb6ea8bedefa633u}, /* 10^-145 */
    {0xc7caba6e7c5382c8u, 0xfe64a52ee96b8fc0u}, /* 10^-144 */
    {0xf9bd690a1b68637bu, 0x3dfdce7aa3c673b0u}, /* 10^-143 */
    {0x9c1661a651213e2du, 0x06bea10ca65c084eu}, /* 10^-142 */
    {0xc31bfa0fe5698db8u, 0x486e494fcff30a62u}, /* 10^-141 */
    {0xf3e2f893dec3f126u, 0x5a89dba3c3efccfau}, /* 10^-140 */
    {0x986ddb5c6b3a76b7u, 0xf89629465a75e01cu}, /* 10^-139 */
    {0xbe89523386091465u, 0xf6bbb397f1135823u}, /* 10^-138 */
    {0xee2ba6c0678b597fu, 0x746aa07ded582e2cu}, /* 10^-137 */
    {0x94db483840b717efu, 0xa8c2a44eb4571cdcu}, /* 10^-136 */
    {0xba121a4650e4ddebu, 0x92f34d62616ce413u}, /* 10^-135 */
    {0xe896a0d7e51e1566u, 0x77b020baf9c81d17u}, /* 10^-134 */
    {0x915e2486ef32cd60u, 0x0ace1474dc1d122eu}, /* 10^-133 */
    {0xb5b5ada8aaff80b8u, 0x0d819992132456bau}, /* 10^-132 */
    {0xe3231912d5bf60e6u, 0x10e1fff697ed6c69u}, /* 10^-131 */
    {0x8df5efabc5979c8fu, 0xca8d3ffa1ef463c1u}, /* 10^-130 */
    {0xb1736b96b6fd83b3u, 0xbd308ff8a6b17cb2u}, /* 10^-129 */
    {0xddd0467c64bce4a0u, 0xac7cb3f6d05ddbdeu}, /* 10^-128 */
    {0x8aa22c0dbef60ee4u, 0x6bcdf07a423aa96bu}, /* 10^-127 */
    {0xad4ab7112eb3929du, 0x86c16c98d2c953c6u}, /* 10^-126 */
    {0xd89d64d57a607744u, 0xe871c7bf077ba8b7u}, /* 10^-125 */
    {0x87625f056c7c4a8bu, 0x11471cd764ad4972u}, /* 10^-124 */
    {0xa93af6c6c79b5d2du, 0xd598e40d3dd89bcfu}, /* 10^-123 */
    {0xd389b47879823479u, 0x4aff1d108d4ec2c3u}, /* 10^-122 */
    {0x843610cb4bf160cbu, 0xcedf722a585139bau}, /* 10^-121 */
    {0xa54394fe1eedb8feu, 0xc2974eb4ee658828u}, /* 10^-120 */
    {0xce947a3da6a9273eu, 0x733d226229feea32u}, /* 10^-119 */
    {0x811ccc668829b887u, 0x0806357d5a3f525fu}, /* 10^-118 */
    {0xa163ff802a3426a8u, 0xca07c2dcb0cf26f7u}, /* 10^-117 */
    {0xc9bcff6034c13052u, 0xfc89b393dd02f0b5u}, /* 10^-116 */
    {0xfc2c3f3841f17c67u, 0xbbac2078d443ace2u}, /* 10^-115 */
    {0x9d9ba7832936edc0u, 0xd54b944b84aa4c0du}, /* 10^-114 */
    {0xc5029163f384a931u, 0x0a9e795e65d4df11u}, /* 10^-113 */
    {0xf64335bcf065d37du, 0x4d4617b5ff4a16d5u}, /* 10^-112 */
    {0x99ea0196163fa42eu, 0x504bced1bf8e4e45u}, /* 10^-111 */
    {0xc06481fb9bcf8d39u, 0xe45ec2862f71e1d6u}, /* 10^-110 */
    {0xf07da27a82c37088u, 0x5d767327bb4e5a4cu}, /* 10^-109 */
    {0x964e858c91ba2655u, 0x3a6a07f8d510f86fu}, /* 10^-108 */
    {0xbbe226efb628afeau, 0x890489f70a55368bu}, /* 10^-107 */
    {0xeadab0aba3b2dbe5u, 0x2b45ac74ccea842eu}, /* 10^-106 */
    {0x92c8ae6b464fc96fu, 0x3b0b8bc90012929du}, /* 10^-105 */
    {0xb77ada0617e3bbcbu, 0x09ce6ebb40173744u}, /* 10^-104 */
    {0xe55990879ddcaabdu, 0xcc420a6a101d0515u}, /* 10^-103 */
    {0x8f57fa54c2a9eab6u, 0x9fa946824a12232du}, /* 10^-102 */
    {0xb32df8e9f3546564u, 0x47939822dc96abf9u}, /* 10^-101 */
    {0xdff9772470297ebdu, 0x59787e2b93bc56f7u}, /* 10^-100 */
    {0x8bfbea76c619ef36u, 0x57eb4edb3c55b65au}, /* 10^-99 */
    {0xaefae51477a06b03u, 0xede622920b6b23f1u}, /* 10^-98 */
    {0xdab99e59958885c4u, 0xe95fab368e45ecedu}, /* 10^-97 */
    {0x88b402f7fd75539bu, 0x11dbcb0218ebb414u}, /* 10^-96 */
    {0xaae103b5fcd2a881u, 0xd652bdc29f26a119u}, /* 10^-95 */
    {0xd59944a37c0752a2u, 0x4be76d3346f0495fu}, /* 10^-94 */
    {0x857fcae62d8493a5u, 0x6f70a4400c562ddbu}, /* 10^-93 */
    {0xa6dfbd9fb8e5b88eu, 0xcb4ccd500f6bb952u}, /* 10^-92 */
    {0xd097ad07a71f26b2u, 0x7e2000a41346a7a7u}, /* 10^-91 */
    {0x825ecc24c873782fu, 0x8ed400668c0c28c8u}, /* 10^-90 */
    {0xa2f67f2dfa90563bu, 0x728900802f0f32fau}, /* 10^-89 */
    {0xcbb41ef979346bcau, 0x4f2b40a03ad2ffb9u}, /* 10^-88 */
    {0xfea126b7d78186bcu, 0xe2f610c84987bfa8u}, /* 10^-87 */
    {0x9f24b832e6b0f436u, 0x0dd9ca7d2df4d7c9u}, /* 10^-86 */
    {0xc6ede63fa05d3143u, 0x91503d1c79720dbbu}, /* 10^-85 */
    {0xf8a95fcf88747d94u, 0x75a44c6397ce912au}, /* 10^-84 */
    {0x9b69dbe1b548ce7cu, 0xc986afbe3ee11abau}, /* 10^-83 */
    {0xc24452da229b021bu, 0xfbe85badce996168u}, /* 10^-82 */
    {0xf2d56790ab41c2a2u, 0xfae27299423fb9c3u}, /* 10^-81 */
    {0x97c560ba6b0919a5u, 0xdccd879fc967d41au}, /* 10^-80 */
    {0xbdb6b8e905cb600fu, 0x5400e987bbc1c920u}, /* 10^-79 */
    {0xed246723473e3813u, 0x290123e9aab23b68u}, /* 10^-78 */
    {0x9436c0760c86e30bu, 0xf9a0b6720aaf6521u}, /* 10^-77 */
    {0xb94470938fa89bceu, 0xf808e40e8d5b3e69u}, /* 10^-76 */
    {0xe7958cb87392c2c2u, 0xb60b1d1230b20e04u}, /* 10^-75 */
    {0x90bd77f3483bb9b9u, 0xb1c6f22b5e6f48c2u}, /* 10^-74 */
    {0xb4ecd5f01a4aa828u, 0x1e38aeb6360b1af3u}, /* 10^-73 */
    {0xe2280b6c20dd5232u, 0x25c6da63c38de1b0u}, /* 10^-72 */
    {0x8d590723948a535fu, 0x579c487e5a38ad0eu}, /* 10^-71 */
    {0xb0af48ec79ace837u, 0x2d835a9df0c6d851u}, /* 10^-70 */
    {0xdcdb1b2798182244u, 0xf8e431456cf88e65u}, /* 10^-69 */
    {0x8a08f0f8bf0f156bu, 0x1b8e9ecb641b58ffu}, /* 10^-68 */
    {0xac8b2d36eed2dac5u, 0xe272467e3d222f3fu}, /* 10^-67 */
    {0xd7adf884aa879177u, 0x5b0ed81dcc6abb0fu}, /* 10^-66 */
    {0x86ccbb52ea94baeau, 0x98e947129fc2b4e9u}, /* 10^-65 */
    {0xa87fea27a539e9a5u, 0x3f2398d747b36224u}, /* 10^-64 */
    {0xd29fe4b18e88640eu, 0x8eec7f0d19a03aadu}, /* 10^-63 */
    {0x83a3eeeef9153e89u, 0x1953cf68300424acu}, /* 10^-62 */
    {0xa48ceaaab75a8e2bu, 0x5fa8c3423c052dd7u}, /* 10^-61 */
    {0xcdb02555653131b6u, 0x3792f412cb06794du}, /* 10^-60 */
    {0x808e17555f3ebf11u, 0xe2bbd88bbee40bd0u}, /* 10^-59 */
    {0xa0b19d2ab70e6ed6u, 0x5b6aceaeae9d0ec4u}, /* 10^-58 */
    {0xc8de047564d20a8bu, 0xf245825a5a445275u}, /* 10^-57 */
    {0xfb158592be068d2eu, 0xeed6e2f0f0d56712u}, /* 10^-56 */
    {0x9ced737bb6c4183du, 0x55464dd69685606bu}, /* 10^-55 */
    {0xc428d05aa4751e4cu, 0xaa97e14c3c26b886u}, /* 10^-54 */
    {0xf53304714d9265dfu, 0xd53dd99f4b3066a8u}, /* 10^-53 */
    {0x993fe2c6d07b7fabu, 0xe546a8038efe4029u}, /* 10^-52 */
    {0xbf8fdb78849a5f96u, 0xde98520472bdd033u}, /* 10^-51 */
    {0xef73d256a5c0f77cu, 0x963e66858f6d4440u}, /* 10^-50 */
    {0x95a8637627989aadu, 0xdde7001379a44aa8u}, /* 10^-49 */
    {0xbb127c53b17ec159u, 0x5560c018580d5d52u}, /* 10^-48 */
    {0xe9d71b689dde71afu, 0xaab8f01e6e10b4a6u}, /* 10^-47 */
    {0x9226712162ab070du, 0xcab3961304ca70e8u}, /* 10^-46 */
    {0xb6b00d69bb55c8d1u, 0x3d607b97c5fd0d22u}, /* 10^-45 */
    {0xe45c10c42a2b3b05u, 0x8cb89a7db77c506au}, /* 10^-44 */
    {0x8eb98a7a9a5b04e3u, 0x77f3608e92adb242u}, /* 10^-43 */
    {0xb267ed1940f1c61cu, 0x55f038b237591ed3u}, /* 10^-42 */
    {0xdf01e85f912e37a3u, 0x6b6c46dec52f6688u}, /* 10^-41 */
    {0x8b61313bbabce2c6u, 0x2323ac4b3b3da015u}, /* 10^-40 */
    {0xae397d8aa96c1b77u, 0xabec975e0a0d081au}, /* 10^-39 */
    {0xd9c7dced53c72255u, 0x96e7bd358c904a21u}, /* 10^-38 */
    {0x881cea14545c7575u, 0x7e50d64177da2e54u}, /* 10^-37 */
    {0xaa242499697392d2u, 0xdde50bd1d5d0b9e9u}, /* 10^-36 */
    {0xd4ad2dbfc3d07787u, 0x955e4ec64b44e864u}, /* 10^-35 */
    {0x84ec3c97da624ab4u, 0xbd5af13bef0b113eu}, /* 10^-34 */
    {0xa6274bbdd0fadd61u, 0xecb1ad8aeacdd58eu}, /* 10^-33 */
    {0xcfb11ead453994bau, 0x67de18eda5814af2u}, /* 10^-32 */
    {0x81ceb32c4b43fcf4u, 0x80eacf948770ced7u}, /* 10^-31 */
    {0xa2425ff75e14fc31u, 0xa1258379a94d028du}, /* 10^-30 */
    {0xcad2f7f5359a3b3eu, 0x096ee45813a04330u}, /* 10^-29 */
    {0xfd87b5f28300ca0du, 0x8bca9d6e188853fcu}, /* 10^-28 */
    {0x9e74d1b791e07e48u, 0x775ea264cf55347du}, /* 10^-27 */
    {0xc612062576589ddau, 0x95364afe032a819du}, /* 10^-26 */
    {0xf79687aed3eec551u, 0x3a83ddbd83f52204u}, /* 10^-25 */
    {0x9abe14cd44753b52u, 0xc4926a9672793542u}, /* 10^-24 */
    {0xc16d9a0095928a27u, 0x75b7053c0f178293u}, /* 10^-23 */
    {0xf1c90080baf72cb1u, 0x5324c68b12dd6338u}, /* 10^-22 */
    {0x971da05074da7beeu, 0xd3f6fc16ebca5e03u}, /* 10^-21 */
    {0xbce5086492111aeau, 0x88f4bb1ca6bcf584u}, /* 10^-20 */
    {0xec1e4a7db69561a5u, 0x2b31e9e3d06c32e5u}, /* 10^-19 */
    {0x9392ee8e921d5d07u, 0x3aff322e62439fcfu}, /* 10^-18 */
    {0xb877aa3236a4b449u, 0x09befeb9fad487c2u}, /* 10^-17 */
    {0xe69594bec44de15bu, 0x4c2ebe687989a9b3u}, /* 10^-16 */
    {0x901d7cf73ab0acd9u, 0x0f9d37014bf60a10u}, /* 10^-15 */
    {0xb424dc35095cd80fu, 0x538484c19ef38c94u}, /* 10^-14 */
    {0xe12e13424bb40e13u, 0x2865a5f206b06fb9u}, /* 10^-13 */
    {0x8cbccc096f5088cbu, 0xf93f87b7442e45d3u}, /* 10^-12 */
    {0xafebff0bcb24aafeu, 0xf78f69a51539d748u}, /* 10^-11 */
    {0xdbe6fecebdedd5beu, 0xb573440e5a884d1bu}, /* 10^-10 */
    {0x89705f4136b4a597u, 0x31680a88f8953030u}, /* 10^-9 */
    {0xabcc77118461cefcu, 0xfdc20d2b36ba7c3du}, /* 10^-8 */
    {0xd6bf94d5e57a42bcu, 0x3d32907604691b4cu}, /* 10^-7 */
    {0x8637bd05af6c69b5u, 0xa63f9a49c2c1b10fu}, /* 10^-6 */
    {0xa7c5ac471b478423u, 0x0fcf80dc33721d53u}, /* 10^-5 */
    {0xd1b71758e219652bu, 0xd3c36113404ea4a8u}, /* 10^-4 */
    {0x83126e978d4fdf3bu, 0x645a1cac083126e9u}, /* 10^-3 */
    {0xa3d70a3d70a3d70au, 0x3d70a3d70a3d70a3u}, /* 10^-2 */
    {0xccccccccccccccccu, 0xccccccccccccccccu}, /* 10^-1 */
    {0x8000000000000000u, 0x0000000000000000u}, /* 10^0 */
    {0xa000000000000000u, 0x0000000000000000u}, /* 10^1 */
    {0xc800000000000000u, 0x0000000000000000u}, /* 10^2 */
    {0xfa00000000000000u, 0x0000000000000000u}, /* 10^3 */
    {0x9c40000000000000u, 0x0000000000000000u}, /* 10^4 */
    {0xc350000000000000u, 0x0000000000000000u}, /* 10^5 */
    {0xf424000000000000u, 0x0000000000000000u}, /* 10^6 */
    {0x9896800000000000u, 0x0000000000000000u}, /* 10^7 */
    {0xbebc200000000000u, 0x0000000000000000u}, /* 10^8 */
    {0xee6b280000000000u, 0x0000000000000000u}, /* 10^9 */
    {0x9502f90000000000u, 0x0000000000000000u}, /* 10^10 */
    {0xba43b74000000000u, 0x0000000000000000u}, /* 10^11 */
    {0xe8d4a51000000000u, 0x0000000000000000u}, /* 10^12 */
    {0x9184e72a00000000u, 0x0000000000000000u}, /* 10^13 */
    {0xb5e620f480000000u, 0x0000000000000000u}, /* 10^14 */
    {0xe35fa931a0000000u, 0x0000000000000000u}, /* 10^15 */
    {0x8e1bc9bf04000000u, 0x0000000000000000u}, /* 10^16 */
    {0xb1a2bc2ec5000000u, 0x0000000000000000u}, /* 10^17 */
    {0xde0b6b3a76400000u, 0x0000000000000000u}, /* 10^18 */
    {0x8ac7230489e80000u, 0x0000000000000000u}, /* 10^19 */
    {0xad78ebc5ac620000u, 0x0000000000000000u}, /* 10^20 */
    {0xd8d726b7177a8000u, 0x0000000000000000u}, /* 10^21 */
    {0x878678326eac9000u, 0x0000000000000000u}, /* 10^22 */
    {0xa968163f0a57b400u, 0x0000000000000000u}, /* 10^23 */
    {0xd3c21bcecceda100u, 0x0000000000000000u}, /* 10^24 */
    {0x84595161401484a0u, 0x0000000000000000u}, /* 10^25 */
    {0xa56fa5b99019a5c8u, 0x0000000000000000u}, /* 10^26 */
    {0xcecb8f27f4200f3au, 0x0000000000000000u}, /* 10^27 */
    {0x813f3978f8940984u, 0x4000000000000000u}, /* 10^28 */
    {0xa18f07d736b90be5u, 0x5000000000000000u}, /* 10^29 */
    {0xc9f2c9cd04674edeu, 0xa400000000000000u}, /* 10^30 */
    {0xfc6f7c4045812296u, 0x4d00000000000000u}, /* 10^31 */
    {0x9dc5ada82b70b59du, 0xf020000000000000u}, /* 10^32 */
    {0xc5371912364ce305u, 0x6c28000000000000u}, /* 10^33 */
    {0xf684df56c3e01bc6u, 0xc732000000000000u}, /* 10^34 */
    {0x9a130b963a6c115cu, 0x3c7f400000000000u}, /* 10^35 */
    {0xc097ce7bc90715b3u, 0x4b9f100000000000u}, /* 10^36 */
    {0xf0bdc21abb48db20u, 0x1e86d40000000000u}, /* 10^37 */
    {0x96769950b50d88f4u, 0x1314448000000000u}, /* 10^38 */
    {0xbc143fa4e250eb31u, 0x17d955a000000000u}, /* 10^39 */
    {0xeb194f8e1ae525fdu, 0x5dcfab0800000000u}, /* 10^40 */
    {0x92efd1b8d0cf37beu, 0x5aa1cae500000000u}, /* 10^41 */
    {0xb7abc627050305adu, 0xf14a3d9e40000000u}, /* 10^42 */
    {0xe596b7b0c643c719u, 0x6d9ccd05d0000000u}, /* 10^43 */
    {0x8f7e32ce7bea5c6fu, 0xe4820023a2000000u}, /* 10^44 */
    {0xb35dbf821ae4f38bu, 0xdda2802c8a800000u}, /* 10^45 */
    {0xe0352f62a19e306eu, 0xd50b2037ad200000u}, /* 10^46 */
    {0x8c213d9da502de45u, 0x4526f422cc340000u}, /* 10^47 */
    {0xaf298d050e4395d6u, 0x9670b12b7f410000u}, /* 10^48 */
    {0xdaf3f04651d47b4cu, 0x3c0cdd765f114000u}, /* 10^49 */
    {0x88d8762bf324cd0fu, 0xa5880a69fb6ac800u}, /* 10^50 */
    {0xab0e93b6efee0053u, 0x8eea0d047a457a00u}, /* 10^51 */
    {0xd5d238a4abe98068u, 0x72a4904598d6d880u}, /* 10^52 */
    {0x85a36366eb71f041u, 0x47a6da2b7f864750u}, /* 10^53 */
    {0xa70c3c40a64e6c51u, 0x999090b65f67d924u}, /* 10^54 */
    {0xd0cf4b50cfe20765u, 0xfff4b4e3f741cf6du}, /* 10^55 */
    {0x82818f1281ed449fu, 0xbff8f10e7a8921a4u}, /* 10^56 */
    {0xa321f2d7226895c7u, 0xaff72d52192b6a0du}, /* 10^57 */
    {0xcbea6f8ceb02bb39u, 0x9bf4f8a69f764490u}, /* 10^58 */
    {0xfee50b7025c36a08u, 0x02f236d04753d5b4u}, /* 10^59 */
    {0x9f4f2726179a2245u, 0x01d762422c946590u}, /* 10^60 */
    {0xc722f0ef9d80aad6u, 0x424d3ad2b7b97ef5u}, /* 10^61 */
    {0xf8ebad2b84e0d58bu, 0xd2e0898765a7deb2u}, /* 10^62 */
    {0x9b934c3b330c8577u, 0x63cc55f49f88eb2fu}, /* 10^63 */
    {0xc2781f49ffcfa6d5u, 0x3cbf6b71c76b25fbu}, /* 10^64 */
    {0xf316271c7fc3908au, 0x8bef464e3945ef7au}, /* 10^65 */
    {0x97edd871cfda3a56u, 0x97758bf0e3cbb5acu}, /* 10^66 */
    {0xbde94e8e43d0c8ecu, 0x3d52eeed1cbea317u}, /* 10^67 */
    {0xed63a231d4c4fb27u, 0x4ca7aaa863ee4bddu}, /* 10^68 */
    {0x945e455f24fb1cf8u, 0x8fe8caa93e74ef6au}, /* 10^69 */
    {0xb975d6b6ee39e436u, 0xb3e2fd538e122b44u}, /* 10^70 */
    {0xe7d34c64a9c85d44u, 0x60dbbca87196b616u}, /* 10^71 */
    {0x90e40fbeea1d3a4au, 0xbc8955e946fe31cdu}, /* 10^72 */
    {0xb51d13aea4a488ddu, 0x6babab6398bdbe41u}, /* 10^73 */
    {0xe264589a4dcdab14u, 0xc696963c7eed2dd1u}, /* 10^74 */
    {0x8d7eb76070a08aecu, 0xfc1e1de5cf543ca2u}, /* 10^75 */
    {0xb0de65388cc8ada8u, 0x3b25a55f43294bcbu}, /* 10^76 */
    {0xdd15fe86affad912u, 0x49ef0eb713f39ebeu}, /* 10^77 */
    {0x8a2dbf142dfcc7abu, 0x6e3569326c784337u}, /* 10^78 */
    {0xacb92ed9397bf996u, 0x49c2c37f07965404u}, /* 10^79 */
    {0xd7e77a8f87daf7fbu, 0xdc33745ec97be906u}, /* 10^80 */
    {0x86f0ac99b4e8dafdu, 0x69a028bb3ded71a3u}, /* 10^81 */
    {0xa8acd7c0222311bcu, 0xc40832ea0d68ce0cu}, /* 10^82 */
    {0xd2d80db02aabd62bu, 0xf50a3fa490c30190u}, /* 10^83 */
    {0x83c7088e1aab65dbu, 0x792667c6da79e0fau}, /* 10^84 */
    {0xa4b8cab1a1563f52u, 0x577001b891185938u}, /* 10^85 */
    {0xcde6fd5e09abcf26u, 0xed4c0226b55e6f86u}, /* 10^86 */
    {0x80b05e5ac60b6178u, 0x544f8158315b05b4u}, /* 10^87 */
    {0xa0dc75f1778e39d6u, 0x696361ae3db1c721u}, /* 10^88 */
    {0xc913936dd571c84cu, 0x03bc3a19cd1e38e9u}, /* 10^89 */
    {0xfb5878494ace3a5fu, 0x04ab48a04065c723u}, /* 10^90 */
    {0x9d174b2dcec0e47bu, 0x62eb0d64283f9c76u}, /* 10^91 */
    {0xc45d1df942711d9au, 0x3ba5d0bd324f8394u}, /* 10^92 */
    {0xf5746577930d6500u, 0xca8f44ec7ee36479u}, /* 10^93 */
    {0x9968bf6abbe85f20u, 0x7e998b13cf4e1ecbu}, /* 10^94 */
    {0xbfc2ef456ae276e8u, 0x9e3fedd8c321a67eu}, /* 10^95 */
    {0xefb3ab16c59b14a2u, 0xc5cfe94ef3ea101eu}, /* 10^96 */
    {0x95d04aee3b80ece5u, 0xbba1f1d158724a12u}, /* 10^97 */
    {0xbb445da9ca61281fu, 0x2a8a6e45ae8edc97u}, /* 10^98 */
    {0xea1575143cf97226u, 0xf52d09d71a3293bdu}, /* 10^99 */
    {0x924d692ca61be758u, 0x593c2626705f9c56u}, /* 10^100 */
    {0xb6e0c377cfa2e12eu, 0x6f8b2fb00c77836cu}, /* 10^101 */
    {0xe498f455c38b997au, 0x0b6dfb9c0f956447u}, /* 10^102 */
    {0x8edf98b59a373fecu, 0x4724bd4189bd5eacu}, /* 10^103 */
    {0xb2977ee300c50fe7u, 0x58edec91ec2cb657u}, /* 10^104 */
    {0xdf3d5e9bc0f653e1u, 0x2f2967b66737e3edu}, /* 10^105 */
    {0x8b865b215899f46cu, 0xbd79e0d20082ee74u}, /* 10^106 */
    {0xae67f1e9aec07187u, 0xecd8590680a3aa11u}, /* 10^107 */
    {0xda01ee641a708de9u, 0xe80e6f4820cc9495u}, /* 10^108 */
    {0x884134fe908658b2u, 0x3109058d147fdcddu}, /* 10^109 */
    {0xaa51823e34a7eedeu, 0xbd4b46f0599fd415u}, /* 10^110 */
    {0xd4e5e2cdc1d1ea96u, 0x6c9e18ac7007c91au}, /* 10^111 */
    {0x850fadc09923329eu, 0x03e2cf6bc604ddb0u}, /* 10^112 */
    {0xa6539930bf6bff45u, 0x84db8346b786151cu}, /* 10^113 */
    {0xcfe87f7cef46ff16u, 0xe612641865679a63u}, /* 10^114 */
    {0x81f14fae158c5f6eu, 0x4fcb7e8f3f60c07eu}, /* 10^115 */
    {0xa26da3999aef7749u, 0xe3be5e330f38f09du}, /* 10^116 */
    {0xcb090c8001ab551cu, 0x5cadf5bfd3072cc5u}, /* 10^117 */
    {0xfdcb4fa002162a63u, 0x73d9732fc7c8f7f6u}, /* 10^118 */
    {0x9e9f11c4014dda7eu, 0x2867e7fddcdd9afau}, /* 10^119 */
    {0xc646d63501a1511du, 0xb281e1fd541501b8u}, /* 10^120 */
    {0xf7d88bc24209a565u, 0x1f225a7ca91a4226u}, /* 10^121 */
    {0x9ae757596946075fu, 0x3375788de9b06958u}, /* 10^122 */
    {0xc1a12d2fc3978937u, 0x0052d6b1641c83aeu}, /* 10^123 */
    {0xf209787bb47d6b84u, 0xc0678c5dbd23a49au}, /* 10^124 */
    {0x9745eb4d50ce6332u, 0xf840b7ba963646e0u}, /* 10^125 */
    {0xbd176620a501fbffu, 0xb650e5a93bc3d898u}, /* 10^126 */
    {0xec5d3fa8ce427affu, 0xa3e51f138ab4cebeu}, /* 10^127 */
    {0x93ba47c980e98cdfu, 0xc66f336c36b10137u}, /* 10^128 */
    {0xb8a8d9bbe123f017u, 0xb80b0047445d4184u}, /* 10^129 */
    {0xe6d3102ad96cec1du, 0xa60dc059157491e5u}, /* 10^130 */
    {0x9043ea1ac7e41392u, 0x87c89837ad68db2fu}, /* 10^131 */
    {0xb454e4a179dd1877u, 0x29babe4598c311fbu}, /* 10^132 */
    {0xe16a1dc9d8545e94u, 0xf4296dd6fef3d67au}, /* 10^133 */
    {0x8ce2529e2734bb1du, 0x1899e4a65f58660cu}, /* 10^134 */
    {0xb01ae745b101e9e4u, 0x5ec05dcff72e7f8fu}, /* 10^135 */
    {0xdc21a1171d42645du, 0x76707543f4fa1f73u}, /* 10^136 */
    {0x899504ae72497ebau, 0x6a06494a791c53a8u}, /* 10^137 */
    {0xabfa45da0edbde69u, 0x0487db9d17636892u}, /* 10^138 */
    {0xd6f8d7509292d603u, 0x45a9d2845d3c42b6u}, /* 10^139 */
    {0x865b86925b9bc5c2u, 0x0b8a2392ba45a9b2u}, /* 10^140 */
    {0xa7f26836f282b732u, 0x8e6cac7768d7141eu}, /* 10^141 */
    {0xd1ef0244af2364ffu, 0x3207d795430cd926u}, /* 10^142 */
    {0x8335616aed761f1fu, 0x7f44e6bd49e807b8u}, /* 10^143 */
    {0xa402b9c5a8d3a6e7u, 0x5f16206c9c6209a6u}, /* 10^144 */
    {0xcd036837130890a1u, 0x36dba887c37a8c0fu}, /* 10^145 */
    {0x802221226be55a64u, 0xc2494954da2c9789u}, /* 10^146 */
    {0xa02aa96b06deb0fdu, 0xf2db9baa10b7bd6cu}, /* 10^147 */
    {0xc83553c5c8965d3du, 0x6f92829494e5acc7u}, /* 10^148 */
    {0xfa42a8b73abbf48cu, 0xcb772339ba1f17f9u}, /* 10^149 */
    {0x9c69a97284b578d7u, 0xff2a760414536efbu}, /* 10^150 */
    {0xc38413cf25e2d70du, 0xfef5138519684abau}, /* 10^151 */
    {0xf46518c2ef5b8cd1u, 0x7eb258665fc25d69u}, /* 10^152 */
    {0x98bf2f79d5993802u, 0xef2f773ffbd97a61u}, /* 10^153 */
    {0xbeeefb584aff8603u, 0xaafb550ffacfd8fau}, /* 10^154 */
    {0xeeaaba2e5dbf6784u, 0x95ba2a53f983cf38u}, /* 10^155 */
    {0x952ab45cfa97a0b2u, 0xdd945a747bf26183u}, /* 10^156 */
    {0xba756174393d88dfu, 0x94f971119aeef9e4u}, /* 10^157 */
    {0xe912b9d1478ceb17u, 0x7a37cd5601aab85du}, /* 10^158 */
    {0x91abb422ccb812eeu, 0xac62e055c10ab33au}, /* 10^159 */
    {0xb616a12b7fe617aau, 0x577b986b314d6009u}, /* 10^160 */
    {0xe39c49765fdf9d94u, 0xed5a7e85fda0b80bu}, /* 10^161 */
    {0x8e41ade9fbebc27du, 0x14588f13be847307u}, /* 10^162 */
    {0xb1d219647ae6b31cu, 0x596eb2d8ae258fc8u}, /* 10^163 */
    {0xde469fbd99a05fe3u, 0x6fca5f8ed9aef3bbu}, /* 10^164 */
    {0x8aec23d680043beeu, 0x25de7bb9480d5854u}, /* 10^165 */
    {0xada72ccc20054ae9u, 0xaf561aa79a10ae6au}, /* 10^166 */
    {0xd910f7ff28069da4u, 0x1b2ba1518094da04u}, /* 10^167 */
    {0x87aa9aff79042286u, 0x90fb44d2f05d0842u}, /* 10^168 */
    {0xa99541bf57452b28u, 0x353a1607ac744a53u}, /* 10^169 */
    {0xd3fa922f2d1675f2u, 0x42889b8997915ce8u}, /* 10^170 */
    {0x847c9b5d7c2e09b7u, 0x69956135febada11u}, /* 10^171 */
    {0xa59bc234db398c25u, 0x43fab9837e699095u}, /* 10^172 */
    {0xcf02b2c21207ef2eu, 0x94f967e45e03f4bbu}, /* 10^173 */
    {0x8161afb94b44f57du, 0x1d1be0eebac278f5u}, /* 10^174 */
    {0xa1ba1ba79e1632dcu, 0x6462d92a69731732u}, /* 10^175 */
    {0xca28a291859bbf93u, 0x7d7b8f7503cfdcfeu}, /* 10^176 */
    {0xfcb2cb35e702af78u, 0x5cda735244c3d43eu}, /* 10^177 */
    {0x9defbf01b061adabu, 0x3a0888136afa64a7u}, /* 10^178 */
    {0xc56baec21c7a1916u, 0x088aaa1845b8fdd0u}, /* 10^179 */
    {0xf6c69a72a3989f5bu, 0x8aad549e57273d45u}, /* 10^180 */
    {0x9a3c2087a63f6399u, 0x36ac54e2f678864bu}, /* 10^181 */
    {0xc0cb28a98fcf3c7fu, 0x84576a1bb416a7ddu}, /* 10^182 */
    {0xf0fdf2d3f3c30b9fu, 0x656d44a2a11c51d5u}, /* 10^183 */
    {0x969eb7c47859e743u, 0x9f644ae5a4b1b325u}, /* 10^184 */
    {0xbc4665b596706114u, 0x873d5d9f0dde1feeu}, /* 10^185 */
    {0xeb57ff22fc0c7959u, 0xa90cb506d155a7eau}, /* 10^186 */
    {0x9316ff75dd87cbd8u, 0x09a7f12442d588f2u}, /* 10^187 */
    {0xb7dcbf5354e9beceu, 0x0c11ed6d538aeb2fu}, /* 10^188 */
    {0xe5d3ef282a242e81u, 0x8f1668c8a86da5fau}, /* 10^189 */
    {0x8fa475791a569d10u, 0xf96e017d694487bcu}, /* 10^190 */
    {0xb38d92d760ec4455u, 0x37c981dcc395a9acu}, /* 10^191 */
    {0xe070f78d3927556au, 0x85bbe253f47b1417u}, /* 10^192 */
    {0x8c469ab843b89562u, 0x93956d7478ccec8eu}, /* 10^193 */
    {0xaf58416654a6babbu, 0x387ac8d1970027b2u}, /* 10^194 */
    {0xdb2e51bfe9d0696au, 0x06997b05fcc0319eu}, /* 10^195 */
    {0x88fcf317f22241e2u, 0x441fece3bdf81f03u}, /* 10^196 */
    {0xab3c2fddeeaad25au, 0xd527e81cad7626c3u}, /* 10^197 */
    {0xd60b3bd56a5586f1u, 0x8a71e223d8d3b074u}, /* 10^198 */
    {0x85c7056562757456u, 0xf6872d5667844e49u}, /* 10^199 */
    {0xa738c6bebb12d16cu, 0xb428f8ac016561dbu}, /* 10^200 */
    {0xd106f86e69d785c7u, 0xe13336d701beba52u}, /* 10^201 */
    {0x82a45b450226b39cu, 0xecc0024661173473u}, /* 10^202 */
    {0xa34d721642b06084u, 0x27f002d7f95d0190u}, /* 10^203 */
    {0xcc20ce9bd35c78a5u, 0x31ec038df7b441f4u}, /* 10^204 */
    {0xff290242c83396ceu, 0x7e67047175a15271u}, /* 10^205 */
    {0x9f79a169bd203e41u, 0x0f0062c6e984d386u}, /* 10^206 */
    {0xc75809c42c684dd1u, 0x52c07b78a3e60868u}, /* 10^207 */
    {0xf92e0c3537826145u, 0xa7709a56ccdf8a82u}, /* 10^208 */
    {0x9bbcc7a142b17ccbu, 0x88a66076400bb691u}, /* 10^209 */
    {0xc2abf989935ddbfeu, 0x6acff893d00ea435u}, /* 10^210 */
    {0xf356f7ebf83552feu, 0x0583f6b8c4124d43u}, /* 10^211 */
    {0x98165af37b2153deu, 0xc3727a337a8b704au}, /* 10^212 */
    {0xbe1bf1b059e9a8d6u, 0x744f18c0592e4c5cu}, /* 10^213 */
    {0xeda2ee1c7064130cu, 0x1162def06f79df73u}, /* 10^214 */
    {0x9485d4d1c63e8be7u, 0x8addcb5645ac2ba8u}, /* 10^215 */
    {0xb9a74a0637ce2ee1u, 0x6d953e2bd7173692u}, /* 10^216 */
    {0xe8111c87c5c1ba99u, 0xc8fa8db6ccdd0437u}, /* 10^217 */
    {0x910ab1d4db9914a0u, 0x1d9c9892400a22a2u}, /* 10^218 */
    {0xb54d5e4a127f59c8u, 0x2503beb6d00cab4bu}, /* 10^219 */
    {0xe2a0b5dc971f303au, 0x2e44ae64840fd61du}, /* 10^220 */
    {0x8da471a9de737e24u, 0x5ceaecfed289e5d2u}, /* 10^221 */
    {0xb10d8e1456105dadu, 0x7425a83e872c5f47u}, /* 10^222 */
    {0xdd50f1996b947518u, 0xd12f124e28f77719u}, /* 10^223 */
    {0x8a5296ffe33cc92fu, 0x82bd6b70d99aaa6fu}, /* 10^224 */
    {0xace73cbfdc0bfb7bu, 0x636cc64d1001550bu}, /* 10^225 */
    {0xd8210befd30efa5au, 0x3c47f7e05401aa4eu}, /* 10^226 */
    {0x8714a775e3e95c78u, 0x65acfaec34810a71u}, /* 10^227 */
    {0xa8d9d1535ce3b396u, 0x7f1839a741a14d0du}, /* 10^228 */
    {0xd31045a8341ca07cu, 0x1ede48111209a050u}, /* 10^229 */
    {0x83ea2b892091e44du, 0x934aed0aab460432u}, /* 10^230 */
    {0xa4e4b66b68b65d60u, 0xf81da84d5617853fu}, /* 10^231 */
    {0xce1de40642e3f4b9u, 0x36251260ab9d668eu}, /* 10^232 */
    {0x80d2ae83e9ce78f3u, 0xc1d72b7c6b426019u}, /* 10^233 */
    {0xa1075a24e4421730u, 0xb24cf65b8612f81fu}, /* 10^234 */
    {0xc94930ae1d529cfcu, 0xdee033f26797b627u}, /* 10^235 */
    {0xfb9b7cd9a4a7443cu, 0x169840ef017da3b1u}, /* 10^236 */
    {0x9d412e0806e88aa5u, 0x8e1f289560ee864eu}, /* 10^237 */
    {0xc491798a08a2ad4eu, 0xf1a6f2bab92a27e2u}, /* 10^238 */
    {0xf5b5d7ec8acb58a2u, 0xae10af696774b1dbu}, /* 10^239 */
    {0x9991a6f3d6bf1765u, 0xacca6da1e0a8ef29u}, /* 10^240 */
    {0xbff610b0cc6edd3fu, 0x17fd090a58d32af3u}, /* 10^241 */
    {0xeff394dcff8a948eu, 0xddfc4b4cef07f5b0u}, /* 10^242 */
    {0x95f83d0a1fb69cd9u, 0x4abdaf101564f98eu}, /* 10^243 */
    {0xbb764c4ca7a4440fu, 0x9d6d1ad41abe37f1u}, /* 10^244 */
    {0xea53df5fd18d5513u, 0x84c86189216dc5edu}, /* 10^245 */
    {0x92746b9be2f8552cu, 0x32fd3cf5b4e49bb4u}, /* 10^246 */
    {0xb7118682dbb66a77u, 0x3fbc8c33221dc2a1u}, /* 10^247 */
    {0xe4d5e82392a40515u, 0x0fabaf3feaa5334au}, /* 10^248 */
    {0x8f05b1163ba6832du, 0x29cb4d87f2a7400eu}, /* 10^249 */
    {0xb2c71d5bca9023f8u, 0x743e20e9ef511012u}, /* 10^250 */
    {0xdf78e4b2bd342cf6u, 0x914da9246b255416u}, /* 10^251 */
    {0x8bab8eefb6409c1au, 0x1ad089b6c2f7548eu}, /* 10^252 */
    {0xae9672aba3d0c320u, 0xa184ac2473b529b1u}, /* 10^253 */
    {0xda3c0f568cc4f3e8u, 0xc9e5d72d90a2741eu}, /* 10^254 */
    {0x8865899617fb1871u, 0x7e2fa67c7a658892u}, /* 10^255 */
    {0xaa7eebfb9df9de8du, 0xddbb901b98feeab7u}, /* 10^256 */
    {0xd51ea6fa85785631u, 0x552a74227f3ea565u}, /* 10^257 */
    {0x8533285c936b35deu, 0xd53a88958f87275fu}, /* 10^258 */
    {0xa67ff273b8460356u, 0x8a892abaf368f137u}, /* 10^259 */
    {0xd01fef10a657842cu, 0x2d2b7569b0432d85u}, /* 10^260 */
    {0x8213f56a67f6b29bu, 0x9c3b29620e29fc73u}, /* 10^261 */
    {0xa298f2c501f45f42u, 0x8349f3ba91b47b8fu}, /* 10^262 */
    {0xcb3f2f7642717713u, 0x241c70a936219a73u}, /* 10^263 */
    {0xfe0efb53d30dd4d7u, 0xed238cd383aa0110u}, /* 10^264 */
    {0x9ec95d1463e8a506u, 0xf4363804324a40aau}, /* 10^265 */
    {0xc67bb4597ce2ce48u, 0xb143c6053edcd0d5u}, /* 10^266 */
    {0xf81aa16fdc1b81dau, 0xdd94b7868e94050au}, /* 10^267 */
    {0x9b10a4e5e9913128u, 0xca7cf2b4191c8326u}, /* 10^268 */
    {0xc1d4ce1f63f57d72u, 0xfd1c2f611f63a3f0u}, /* 10^269 */
    {0xf24a01a73cf2dccfu, 0xbc633b39673c8cecu}, /* 10^270 */
    {0x976e41088617ca01u, 0xd5be0503e085d813u}, /* 10^271 */
    {0xbd49d14aa79dbc82u, 0x4b2d8644d8a74e18u}, /* 10^272 */
    {0xec9c459d51852ba2u, 0xddf8e7d60ed1219eu}, /* 10^273 */
    {0x93e1ab8252f33b45u, 0xcabb90e5c942b503u}, /* 10^274 */
    {0xb8da1662e7b00a17u, 0x3d6a751f3b936243u}, /* 10^275 */
    {0xe7109bfba19c0c9du, 0x0cc512670a783ad4u}, /* 10^276 */
    {0x906a617d450187e2u, 0x27fb2b80668b24c5u}, /* 10^277 */
    {0xb484f9dc9641e9dau, 0xb1f9f660802dedf6u}, /* 10^278 */
    {0xe1a63853bbd26451u, 0x5e7873f8a0396973u}, /* 10^279 */
    {0x8d07e33455637eb2u, 0xdb0b487b6423e1e8u}, /* 10^280 */
    {0xb049dc016abc5e5fu, 0x91ce1a9a3d2cda62u}, /* 10^281 */
    {0xdc5c5301c56b75f7u, 0x7641a140cc7810fbu}, /* 10^282 */
    {0x89b9b3e11b6329bau, 0xa9e904c87fcb0a9du}, /* 10^283 */
    {0xac2820d9623bf429u, 0x546345fa9fbdcd44u}, /* 10^284 */
    {0xd732290fbacaf133u, 0xa97c177947ad4095u}, /* 10^285 */
    {0x867f59a9d4bed6c0u, 0x49ed8eabcccc485du}, /* 10^286 */
    {0xa81f301449ee8c70u, 0x5c68f256bfff5a74u}, /* 10^287 */
    {0xd226fc195c6a2f8cu, 0x73832eec6fff3111u}, /* 10^288 */
    {0x83585d8fd9c25db7u, 0xc831fd53c5ff7eabu}, /* 10^289 */
    {0xa42e74f3d032f525u, 0xba3e7ca8b77f5e55u}, /* 10^290 */
    {0xcd3a1230c43fb26fu, 0x28ce1bd2e55f35ebu}, /* 10^291 */
    {0x80444b5e7aa7cf85u, 0x7980d163cf5b81b3u}, /* 10^292 */
    {0xa0555e361951c366u, 0xd7e105bcc332621fu}, /* 10^293 */
    {0xc86ab5c39fa63440u, 0x8dd9472bf3fefaa7u}, /* 10^294 */
    {0xfa856334878fc150u, 0xb14f98f6f0feb951u}, /* 10^295 */
    {0x9c935e00d4b9d8d2u, 0x6ed1bf9a569f33d3u}, /* 10^296 */
    {0xc3b8358109e84f07u, 0x0a862f80ec4700c8u}, /* 10^297 */
    {0xf4a642e14c6262c8u, 0xcd27bb612758c0fau}, /* 10^298 */
    {0x98e7e9cccfbd7dbdu, 0x8038d51cb897789cu}, /* 10^299 */
    {0xbf21e44003acdd2cu, 0xe0470a63e6bd56c3u}, /* 10^300 */
    {0xeeea5d5004981478u, 0x1858ccfce06cac74u}, /* 10^301 */
    {0x95527a5202df0ccbu, 0x0f37801e0c43ebc8u}, /* 10^302 */
    {0xbaa718e68396cffdu, 0xd30560258f54e6bau}, /* 10^303 */
    {0xe950df20247c83fdu, 0x47c6b82ef32a2069u}, /* 10^304 */
    {0x91d28b7416cdd27eu, 0x4cdc331d57fa5441u}, /* 10^305 */
    {0xb6472e511c81471du, 0xe0133fe4adf8e952u}, /* 10^306 */
    {0xe3d8f9e563a198e5u, 0x58180fddd97723a6u}, /* 10^307 */
    {0x8e679c2f5e44ff8fu, 0x570f09eaa7ea7648u}, /* 10^308 */
    {0xb201833b35d63f73u, 0x2cd2cc6551e513dau}, /* 10^309 */
    {0xde81e40a034bcf4fu, 0xf8077f7ea65e58d1u}, /* 10^310 */
    {0x8b112e86420f6191u, 0xfb04afaf27faf782u}, /* 10^311 */
    {0xadd57a27d29339f6u, 0x79c5db9af1f9b563u}, /* 10^312 */
    {0xd94ad8b1c7380874u, 0x18375281ae7822bcu}, /* 10^313 */
    {0x87cec76f1c830548u, 0x8f2293910d0b15b5u}, /* 10^314 */
    {0xa9c2794ae3a3c69au, 0xb2eb3875504ddb22u}, /* 10^315 */
    {0xd433179d9c8cb841u, 0x5fa60692a46151ebu}, /* 10^316 */
    {0x849feec281d7f328u, 0xdbc7c41ba6bcd333u}, /* 10^317 */
    {0xa5c7ea73224deff3u, 0x12b9b522906c0800u}, /* 10^318 */
    {0xcf39e50feae16befu, 0xd768226b34870a00u}, /* 10^319 */
    {0x81842f29f2cce375u, 0xe6a1158300d46640u}, /* 10^320 */
    {0xa1e53af46f801c53u, 0x60495ae3c1097fd0u}, /* 10^321 */
    {0xca5e89b18b602368u, 0x385bb19cb14bdfc4u}, /* 10^322 */
    {0xfcf62c1dee382c42u, 0x46729e03dd9ed7b5u}, /* 10^323 */
    {0x9e19db92b4e31ba9u, 0x6c07a2c26a8346d1u}, /* 10^324 */
};

/* floor(x / 2^s) without relying on the sign behaviour of >> */
static int floor_shift(int64_t x, int s)
{
    if (x >= 0)
        return (int)(x >> s);
    return -(int)((-x + ((INT64_C(1) << s) - 1)) >> s);
}

/* The fixed-point constants below were checked exhaustively against exact
 * rational arithmetic for |q| <= 1100 and |e| <= 400. */
static int floor_log10_pow2(int q) { return floor_shift((int64_t)q * 78913, 18); }

/* floor(log10(3 * 2^(q-2))): interval width of a power of two, whose lower
 * neighbour is only half as far away. */
static int floor_log10_3q_pow2(int q)
{
    return floor_shift((int64_t)q * 1262611 - 524031, 22);
}

static int floor_log2_pow10(int e) { return floor_shift((int64_t)e * 1741647, 19); }

/* ---- exact fallback ------------------------------------------------------ */

/* Enough for c * 10^324 and c * 2^1076 with c < 2^60 (about 1140 bits). */
#define BIG_WORDS 40

struct big {
    uint32_t w[BIG_WORDS];
    int n;
};

static void big_set(struct big *b, uint64_t v)
{
    b->w[0] = (uint32_t)v;
    b->w[1] = (uint32_t)(v >> 32);
    b->n = b->w[1] ? 2 : (b->w[0] ? 1 : 0);
}

static void big_mul_small(struct big *b, uint32_t m)
{
    uint64_t carry = 0;
    for (int i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->w[i] * m + carry;
        b->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry)
        b->w[b->n++] = (uint32_t)carry;
}

static void big_mul_pow10(struct big *b, int e)
{
    for (; e >= 9; e -= 9)
        big_mul_small(b, 1000000000u);
    static const uint32_t small[9] = {1,          10,          100,
                                      1000,       10000,       100000,
                                      1000000,    10000000,    100000000};
    if (e > 0)
        big_mul_small(b, small[e]);
}

static void big_shl(struct big *b, int bits)
{
    if (b->n == 0)
        return;
    int words = bits / 32, r = bits % 32;
    if (r) {
        uint32_t carry = 0;
        for (int i = 0; i < b->n; i++) {
            uint32_t w = b->w[i];
            b->w[i] = (w << r) | carry;
            carry = w >> (32 - r);
        }
        if (carry)
            b->w[b->n++] = carry;
    }
    if (words) {
        memmove(b->w + words, b->w, (size_t)b->n * sizeof b->w[0]);
        memset(b->w, 0, (size_t)words * sizeof b->w[0]);
        b->n += words;
    }
}

static int big_cmp(const struct big *a, const struct big *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

/* Exact sign of  m * 2^(q-2) * 10^(-k)  -  n2 / 2. */
static int cmp_exact(uint64_t m, int q, int k, uint64_t n2)
{
    struct big l, r;
    big_set(&l, m);
    big_set(&r, n2);
    /* multiply both sides by 2 * 10^k * 2^(2-q), moving factors to the side
     * where their exponent is non-negative */
    int e2 = q - 1;
    if (e2 >= 0)
        big_shl(&l, e2);
    else
        big_shl(&r, -e2);
    if (k >= 0)
        big_mul_pow10(&r, k);
    else
        big_mul_pow10(&l, -k);
    return big_cmp(&l, &r);
}

/* ---- fast scaled comparisons -------------------------------------------- */

struct scaler {
    const uint64_t *g; /* 128-bit 10^-k approximation, high word first */
    int sh;            /* shift turning m * g into 64.64 fixed point */
    bool exact;        /* g is exactly 10^-k * 2^s */
    int q, k;
};

struct scaled {
    u128 f;      /* floor of the 64.64 fixed-point value (with g, not 10^-k) */
    bool sticky; /* bits were discarded by the floor */
};

/* m * 2^(q-2) * 10^-k as 64.64 fixed point.
 *
 * With G = 10^-k * 2^s (real) and g = floor(G), the exact value in units of
 * 2^-64 is m * G / 2^sh where sh = s - (q - 2) - 64 = 65 - q - floor(log2 10^-k),
 * which lies in [62, 65] for every double (checked when the table was made).
 * When g is inexact, m * (G - g) / 2^sh < m / 2^62 < 2^-6 because m < 2^56, so
 * the true value is strictly between f and f + 1 + 2^-6. */
static struct scaled scale(const struct scaler *sc, uint64_t m)
{
    u128 lo = (u128)m * sc->g[1];
    u128 hi = (u128)m * sc->g[0];
    uint64_t p0 = (uint64_t)lo;
    u128 mid = hi + (lo >> 64); /* product = mid * 2^64 + p0, below 2^184 */
    struct scaled r;
    if (sc->sh <= 64) {
        int s = sc->sh;
        uint64_t dropped = s == 64 ? p0 : p0 & ((UINT64_C(1) << s) - 1);
        r.f = s == 64 ? mid : (mid << (64 - s)) | (p0 >> s);
        r.sticky = dropped != 0;
    } else {
        int s = sc->sh - 64;
        r.f = mid >> s;
        r.sticky = p0 != 0 || (mid & (((u128)1 << s) - 1)) != 0;
    }
    return r;
}

/* Sign of (true scaled value of m) - n2/2. */
static int cmp_half(const struct scaler *sc, uint64_t m, struct scaled v, uint64_t n2)
{
#ifdef JLRT_FLOAT_PRINT_EXACT_ONLY
    /* test hook: route every decision through the big-integer path */
    (void)v;
    return cmp_exact(m, sc->q, sc->k, n2);
#endif
    u128 t = (u128)n2 << 63;
    if (v.f > t)
        return 1;
    if (sc->exact)
        return v.f < t ? -1 : (v.sticky ? 1 : 0);
    /* true value in (f, f + 1 + 2^-6) */
    if (v.f == t)
        return 1;
    if (v.f + 1 < t)
        return -1;
    /* Within the error band.  This is mostly an exact hit: a large integer
     * such as 1e22 landing exactly on a candidate.  For 0 < k <= 27 the
     * comparison m * 2^(q-1-k) <=> n2 * 5^k fits in 128 bits (q <= 93 there,
     * so the left side is below 2^121 and the right below 2^122). */
    if (sc->k > 0 && sc->k <= 27) {
        uint64_t p5 = 1;
        for (int i = 0; i < sc->k; i++)
            p5 *= 5;
        u128 l = (u128)m << (sc->q - 1 - sc->k);
        u128 r = (u128)n2 * p5;
        return l < r ? -1 : l > r;
    }
    return cmp_exact(m, sc->q, sc->k, n2);
}

/* ---- digit selection ----------------------------------------------------- */

struct decimal {
    uint64_t digits; /* no trailing zeros */
    int exp10;       /* value = digits * 10^exp10 */
};

static struct decimal strip_zeros(uint64_t d, int e)
{
    /* d > 0 here.  Most results end in a non-zero digit, so test that first;
     * then big steps, since exact integers can end in many zeros. */
    if (d % 10 != 0) {
        struct decimal r = {d, e};
        return r;
    }
    while (d % 100000000 == 0) {
        d /= 100000000;
        e += 8;
    }
    if (d % 10000 == 0) {
        d /= 10000;
        e += 4;
    }
    if (d % 100 == 0) {
        d /= 100;
        e += 2;
    }
    if (d % 10 == 0) {
        d /= 10;
        e += 1;
    }
    struct decimal r = {d, e};
    return r;
}

/* Shortest nearest decimal for c * 2^q (c > 0).  lower_closer: c is the
 * smallest significand of a binade above the first, so the previous float is
 * half as far away as the next one. */
static struct decimal shortest_decimal(uint64_t c, int q, bool lower_closer)
{
    /* Small integers print as themselves: every other decimal in the interval
     * (half-width <= 1/2) is farther away and has at least as many digits. */
    if (q <= 0 && q > -64 && (c & ((UINT64_C(1) << -q) - 1)) == 0)
        return strip_zeros(c >> -q, 0);

    bool inclusive = (c & 1) == 0;
    /* interval ends and value, in units of 2^(q-2) */
    uint64_t cb = c << 2;
    uint64_t cbl = cb - (lower_closer ? 1 : 2);
    uint64_t cbr = cb + 2;

    struct scaler sc;
    sc.q = q;
    sc.k = lower_closer ? floor_log10_3q_pow2(q) : floor_log10_pow2(q);
    int e = -sc.k;
    sc.g = pow10_g[e - POW10_EMIN];
    sc.sh = 65 - q - floor_log2_pow10(e);
    sc.exact = e >= 0 && e <= POW10_EXACT_MAX;

    struct scaled vl = scale(&sc, cbl), v = scale(&sc, cb), vr = scale(&sc, cbr);

    uint64_t s = (uint64_t)(v.f >> 64); /* floor of the scaled value ... */
    if (!sc.exact && (uint64_t)v.f == UINT64_MAX && cmp_half(&sc, cb, v, 2 * (s + 1)) >= 0)
        s++; /* ... unless the approximation error hides a carry */

#define LOWER_OK(n) (inclusive ? cmp_half(&sc, cbl, vl, 2 * (n)) <= 0 \
                               : cmp_half(&sc, cbl, vl, 2 * (n)) < 0)
#define UPPER_OK(n) (inclusive ? cmp_half(&sc, cbr, vr, 2 * (n)) >= 0 \
                               : cmp_half(&sc, cbr, vr, 2 * (n)) > 0)

    /* one digit fewer: the multiples of 10 just below and above v */
    uint64_t s10 = s - s % 10;
    bool lo10 = LOWER_OK(s10), hi10 = UPPER_OK(s10 + 10);
    if (lo10 != hi10)
        return strip_zeros(lo10 ? s10 : s10 + 10, sc.k);

    bool lo = LOWER_OK(s), hi = UPPER_OK(s + 1);
#undef LOWER_OK
#undef UPPER_OK
    uint64_t d;
    if (lo && hi) {
        int mid = cmp_half(&sc, cb, v, 2 * s + 1);
        d = (mid < 0 || (mid == 0 && (s & 1) == 0)) ? s : s + 1;
    } else {
        d = lo ? s : s + 1;
    }
    return strip_zeros(d, sc.k);
}

/* ---- text layout ---------------------------------------------------------- */

static int decimal_length(uint64_t d)
{
    /* binary search over the powers of ten; at most 17 digits occur */
    if (d < UINT64_C(100000000)) {
        if (d < 10000)
            return d < 100 ? (d < 10 ? 1 : 2) : (d < 1000 ? 3 : 4);
        return d < 1000000 ? (d < 100000 ? 5 : 6) : (d < 10000000 ? 7 : 8);
    }
    if (d < UINT64_C(10000000000000000)) {
        if (d < UINT64_C(1000000000000))
            return d < UINT64_C(10000000000) ? (d < UINT64_C(1000000000) ? 9 : 10)
                                             : (d < UINT64_C(100000000000) ? 11 : 12);
        return d < UINT64_C(100000000000000) ? (d < UINT64_C(10000000000000) ? 13 : 14)
                                             : (d < UINT64_C(1000000000000000) ? 15 : 16);
    }
    int n = 17;
    for (uint64_t p = UINT64_C(100000000000000000); n < 20 && d >= p; p *= 10)
        n++;
    return n;
}

static const char digit_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* Writes the n digits of d to out[0..n).  Peels off eight digits at a time so
 * the inner loop works on 32-bit values. */
static void write_digits(char *out, uint64_t d, int n)
{
    char *p = out + n;
    while (d >= 100000000) {
        uint32_t low = (uint32_t)(d % 100000000);
        d /= 100000000;
        for (int i = 0; i < 4; i++) {
            p -= 2;
            memcpy(p, digit_pairs + 2 * (low % 100), 2);
            low /= 100;
        }
    }
    uint32_t v = (uint32_t)d;
    while (v >= 100) {
        p -= 2;
        memcpy(p, digit_pairs + 2 * (v % 100), 2);
        v /= 100;
    }
    if (v >= 10) {
        p -= 2;
        memcpy(p, digit_pairs + 2 * v, 2);
    } else {
        *--p = (char)('0' + v);
    }
}

/* Julia's :compact => true keeps at most 6 significant digits: Ryu rounds
 * the exact value's digits there (to nearest; an exact tie to even), so
 * glibc's printf, which converts exactly, gives the same digits.  A value
 * whose shortest digits are few enough keeps them. */
static struct decimal compact_decimal(double v, struct decimal dec)
{
    if (dec.digits <= 999999)
        return dec;
    char s[32];
    snprintf(s, sizeof s, "%.5e", v < 0 ? -v : v); /* d.ddddde[+-]xx */
    uint64_t d = (uint64_t)(s[0] - '0');
    for (int i = 2; i < 7; i++)
        d = d * 10 + (uint64_t)(s[i] - '0');
    return strip_zeros(d, atoi(s + 8) - 5);
}

/* Whether fixed notation would show v, rounded to the integer `digits` *
 * 10^exp10 (exp10 >= 0), as though v were that integer: Julia's writeshortest
 * then switches to scientific notation (compact 123456.7 is "1.23457e5", not
 * "123457.0"), by this very test.  (Shortest digits of a float below 10^6
 * that show no fraction are the float itself, so only compact digits can.) */
static bool hides_fraction(double v, int exp10)
{
    double unit = 1;
    for (int i = 0; i < exp10; i++)
        unit *= 10;
    double r = fmod(v + 0.05, unit); /* Julia's mod: the sign of the divisor */
    if (r < 0)
        r += unit;
    return fabs(r - 0.05) > 0.05;
}

/* How a float is laid out: expch is 'e', or 'f' for a Float32 shown;
 * f0_suffix appends "f0" to fixed notation (typed Float32); fixed notation
 * goes up to fixed_max digits before the point (6, or 3 for Float16);
 * compact keeps at most 6 significant digits. */
struct style {
    char expch;
    bool f0_suffix;
    int fixed_max;
    bool compact;
};

/* Julia's writeshortest layout of a non-zero float with the sign neg and the
 * shortest digits dec; v is its value, which only :compact consults.  Digits
 * are written straight into place and the decimal point slid in afterwards. */
static int layout(char *buf, bool neg, struct decimal dec, struct style st, double v)
{
    if (st.compact)
        dec = compact_decimal(v, dec);
    int n = decimal_length(dec.digits);
    char *p = buf;
    if (neg)
        *p++ = '-';
    int pt = dec.exp10 + n; /* the point goes after the first pt digits */
    if (pt > -4 && pt <= st.fixed_max && !(st.compact && pt >= n && hides_fraction(v, dec.exp10))) {
        if (pt <= 0) {
            *p++ = '0';
            *p++ = '.';
            for (int i = 0; i < -pt; i++)
                *p++ = '0';
            write_digits(p, dec.digits, n);
            p += n;
        } else if (pt >= n) {
            write_digits(p, dec.digits, n);
            p += n;
            for (int i = n; i < pt; i++)
                *p++ = '0';
            *p++ = '.';
            *p++ = '0';
        } else {
            write_digits(p + 1, dec.digits, n);
            for (int i = 0; i < pt; i++) /* shift the integer part left */
                p[i] = p[i + 1];
            p[pt] = '.';
            p += n + 1;
        }
        if (st.f0_suffix) {
            *p++ = 'f';
            *p++ = '0';
        }
    } else {
        write_digits(p + 1, dec.digits, n);
        p[0] = p[1];
        p[1] = '.';
        if (n > 1) {
            p += n + 1;
        } else {
            p[2] = '0';
            p += 3;
        }
        *p++ = st.expch;
        int x = pt - 1;
        if (x < 0) {
            *p++ = '-';
            x = -x;
        }
        if (x >= 100) {
            *p++ = (char)('0' + x / 100);
            x %= 100;
            memcpy(p, digit_pairs + 2 * x, 2);
            p += 2;
        } else if (x >= 10) {
            memcpy(p, digit_pairs + 2 * x, 2);
            p += 2;
        } else {
            *p++ = (char)('0' + x);
        }
    }
    *p = '\0';
    return (int)(p - buf);
}

static int put(char *buf, const char *s)
{
    size_t n = strlen(s);
    memcpy(buf, s, n + 1);
    return (int)n;
}

/* ---- entry points --------------------------------------------------------- */

static int format_float64(double x, char *buf, bool compact)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    bool neg = (bits >> 63) != 0;
    int be = (int)((bits >> 52) & 0x7ff);
    uint64_t mant = bits & ((UINT64_C(1) << 52) - 1);

    if (be == 0x7ff)
        return put(buf, mant ? "NaN" : neg ? "-Inf" : "Inf");
    if (be == 0 && mant == 0)
        return put(buf, neg ? "-0.0" : "0.0");

    struct decimal dec = be == 0
        ? shortest_decimal(mant, -1074, false)
        : shortest_decimal(mant | (UINT64_C(1) << 52), be - 1075, mant == 0 && be > 1);
    struct style st = {'e', false, 6, compact};
    return layout(buf, neg, dec, st, x);
}

int jlrt_format_float64(double x, char *buf) { return format_float64(x, buf, false); }

int jlrt_format_float64_compact(double x, char *buf) { return format_float64(x, buf, true); }

int jlrt_format_float32_styled(float x, char *buf, bool shown, bool typed, bool compact)
{
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    bool neg = (bits >> 31) != 0;
    int be = (int)((bits >> 23) & 0xff);
    uint32_t mant = bits & ((UINT32_C(1) << 23) - 1);

    if (be == 0xff) {
        if (mant)
            return put(buf, typed ? "NaN32" : "NaN");
        return put(buf, neg ? (typed ? "-Inf32" : "-Inf") : (typed ? "Inf32" : "Inf"));
    }
    if (be == 0 && mant == 0)
        return put(buf, neg ? (typed ? "-0.0f0" : "-0.0") : (typed ? "0.0f0" : "0.0"));

    /* The same machinery works unchanged: Float32 significands and exponents
     * sit well inside the Float64 ranges the table and bounds cover. */
    struct decimal dec = be == 0
        ? shortest_decimal(mant, -149, false)
        : shortest_decimal(mant | (UINT32_C(1) << 23), be - 150, mant == 0 && be > 1);
    struct style st = {shown ? 'f' : 'e', typed, 6, compact};
    return layout(buf, neg, dec, st, x);
}

int jlrt_format_float32(float x, char *buf) { return jlrt_format_float32_styled(x, buf, false, false, false); }

int jlrt_show_float32(float x, char *buf) { return jlrt_format_float32_styled(x, buf, true, true, false); }

int jlrt_format_float16(uint16_t bits, char *buf, bool typed)
{
    bool neg = (bits >> 15) != 0;
    int be = (bits >> 10) & 0x1f;
    uint32_t mant = bits & 0x3ff;

    if (be == 0x1f) {
        if (mant)
            return put(buf, typed ? "NaN16" : "NaN");
        return put(buf, neg ? (typed ? "-Inf16" : "-Inf") : (typed ? "Inf16" : "Inf"));
    }
    char *p = buf;
    if (typed)
        p += put(p, "Float16(");
    if (be == 0 && mant == 0) {
        p += put(p, neg ? "-0.0" : "0.0");
    } else {
        struct decimal dec = be == 0
            ? shortest_decimal(mant, -24, false)
            : shortest_decimal(mant | (UINT32_C(1) << 10), be - 25, mant == 0 && be > 1);
        /* (at most 5 significant digits, so never reduced by :compact) */
        struct style st = {'e', false, 3, false};
        p += layout(p, neg, dec, st, 0);
    }
    if (typed)
        p += put(p, ")");
    return (int)(p - buf);
}

/* ---- fixed precision (Printf's %e and %f) --------------------------------- */

/* The digits of a finite x >= 0 in C's style `conv` ('e', 'E' or 'f') with
 * `prec` digits after the point and, for hash, a point even when none follow;
 * after the byte `sign` unless it is 0; with trim (Julia's %g without `#`),
 * without the fraction's trailing zeros and a point left last. glibc's printf
 * converts exactly (the correctly rounded decimal expansion of the binary
 * value, exact ties to even), which is what Julia's Ryu-based writeexp and
 * writefixed produce for these two styles; Inf, NaN, %g's choice of style
 * and all padding are Printf's own, in base/printf.jl. */
jl_string_t *jlrt_printf_float_digits(double x, int64_t prec, uint8_t conv, bool hash, uint8_t sign, bool trim)
{
    char spec[8] = "%";
    size_t k = 1;
    if (hash) spec[k++] = '#';
    spec[k++] = '.';
    spec[k++] = '*';
    spec[k++] = (char)conv;
    spec[k] = 0;
    if (prec > 100000000) jlrt_raise(JLRT_ARGUMENT_ERROR, "the precision of a Printf format is too large", NULL, NULL, 0);
    int p = (int)prec, s = sign != 0;
    char small[128], *buf = small;
    int n = snprintf(small + s, sizeof small - 1, spec, p, x);
    if ((size_t)n >= sizeof small - 1) {
        buf = malloc((size_t)n + 2);
        if (!buf) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
        snprintf(buf + s, (size_t)n + 1, spec, p, x);
    }
    if (s) buf[0] = (char)sign;
    n += s;
    if (trim) {
        char *e = memchr(buf, conv == 'f' ? 0 : conv, (size_t)n);   /* the exponent, if any */
        int end = e ? (int)(e - buf) : n, cut = end;
        if (memchr(buf, '.', (size_t)end)) {
            while (buf[cut - 1] == '0') cut--;
            if (buf[cut - 1] == '.') cut--;
            memmove(buf + cut, buf + end, (size_t)(n - end));
            n -= end - cut;
        }
    }
    jl_string_t *r = jlrt_string_new(buf, n);
    if (buf != small) free(buf);
    return r;
}

/* The decimal exponent of x > 0 written in %e style with prec digits after
 * the point (rounding can carry into it: 9.96 with prec 1 is 1.0e+01). */
int64_t jlrt_printf_exponent(double x, int64_t prec)
{
    if (x == 0) return 0;
    if (prec > 100000000) jlrt_raise(JLRT_ARGUMENT_ERROR, "the precision of a Printf format is too large", NULL, NULL, 0);
    int n = snprintf(NULL, 0, "%.*e", (int)prec, x);
    char *buf = malloc((size_t)n + 1);
    if (!buf) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
    snprintf(buf, (size_t)n + 1, "%.*e", (int)prec, x);
    int64_t e = strtol(strchr(buf, 'e') + 1, NULL, 10);
    free(buf);
    return e;
}
